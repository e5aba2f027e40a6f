/**
 * The Appearance page's draft in the live preview: the flow's preview answer (the server's, with the stored
 * branding) has the draft's branding and translations laid over it before the widget reads it, the way the
 * server's save would lay them over the stored settings (server/dashboard/appearance.ts), so the preview
 * shows the draft before it is saved.
 */
import type { Appearance } from '../../contract/dashboard-appearance-api.ts';
import { isRecord } from '../../contract/is-record.ts';
import { LANGUAGES } from '../../contract/schemas/index.ts';

type Texts = Record<string, Record<string, string>>;

function withDraftTexts(stored: unknown, draft: Appearance['orgTranslations']): Texts {
  const kept = Object.entries(isRecord(stored) ? stored : {}).filter(
    ([language]) => !(LANGUAGES as readonly string[]).includes(language),
  );
  return { ...(Object.fromEntries(kept) as Texts), ...draft };
}

/** The embed answer with the draft appearance in place of the stored one; an answer of another shape is left as it is. */
export function withDraftAppearance(answer: unknown, draft: Appearance): unknown {
  if (!isRecord(answer)) return answer;
  const branding = isRecord(answer.branding) ? answer.branding : {};
  const { colors, ...fields } = draft.branding;
  return {
    ...answer,
    branding: {
      ...branding,
      ...fields,
      colors: {
        ...(colors.primary ? { primary: colors.primary } : {}),
        ...(colors.secondary ? { secondary: colors.secondary } : {}),
        ...(colors.accent ? { accent: colors.accent } : {}),
      },
      orgTranslations: withDraftTexts(branding.orgTranslations, draft.orgTranslations),
    },
    orgTranslations: withDraftTexts(answer.orgTranslations, draft.orgTranslations),
  };
}
