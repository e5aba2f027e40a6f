import { formatLongDate } from '../../domain/dates.ts';
import { softPauseCompleteWording } from '../../domain/soft-pause-wording.ts';
import type { Translator } from '../../i18n/index.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import type { FlowData } from '../../state/flow/store.ts';

/** What a complete screen says: its title (the header's) and its message (spec §2 Complete screen). */
export interface CompleteTexts {
  title: string;
  message: string;
}

/** A date of a complete screen in the customer's language; empty when there is none. */
export function dateOf(t: Translator, iso: string | Date | null): string {
  if (!iso) return '';
  return formatLongDate(typeof iso === 'string' ? new Date(iso) : iso, t.locale);
}

/**
 * The soft-pause message of a complete screen, after an accepted pause and at flow start (spec §2, §4): the
 * term end, and the resume date when known; told in the past once the term end has passed at the flow's clock.
 */
export function softPausedMessage(
  t: Translator,
  termEnd: string | Date,
  resumesAt: string | Date | null,
): string {
  const wording = softPauseCompleteWording(
    new Date(termEnd),
    resumesAt ? new Date(resumesAt) : null,
    flowRuntime()?.now() ?? new Date(),
  );
  const date = dateOf(t, wording.termEnd);
  switch (wording.kind) {
    case 'STARTS_AT_TERM_END':
      return t('complete.softPaused.message', { date });
    case 'STARTS_AT_TERM_END_UNTIL':
      return t('complete.softPaused.withEnd', { date, end: dateOf(t, wording.resumesAt) });
    case 'TERM_ENDED':
      return t('complete.softPaused.ended', { date });
    case 'TERM_ENDED_UNTIL':
      return t('complete.softPaused.endedWithEnd', { date, end: dateOf(t, wording.resumesAt) });
  }
}

/** A plan as the customer knows it: the organisation's nickname, the product's name, or its id. */
export function planName(data: FlowData | null, planId: string): string {
  const settings = data?.orgPlanSettings.find((s) => s.planId === planId);
  const plan = [...(data?.offerPlans ?? []), ...(data?.testPlans ?? [])].find((p) => p.id === planId);
  return settings?.nick || plan?.product.name || planId;
}
