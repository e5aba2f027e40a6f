/**
 * The Appearance page (issue 21 item 2): the app's branding and its translations per language, as the
 * widget's next load serves them. Every member sees them; owners change them — the server enforces the same
 * split (APPEARANCE_EDITING_ROLES), the page only disables what would be refused. Saving sends the whole form;
 * the server checks it with the contract's schema and names any field it refuses by its path: the alert names
 * it by the page's label ("Logo URL", not `branding.brandImage`) and the field is marked invalid.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Role } from '../../contract/dashboard-api.ts';
import {
  APPEARANCE_EDITING_ROLES,
  type Appearance,
  type AppearanceAudit,
} from '../../contract/dashboard-appearance-api.ts';
import type { OrgTranslationKey } from '../../contract/org-translation-keys.ts';
import { LANGUAGES, type Language } from '../../contract/schemas/index.ts';
import type { DashboardClient } from '../api/client.ts';
import type { FlowsClient } from '../flows/flows-client.ts';
import { formatTime } from '../format.ts';
import { SelectField } from '../select-field.tsx';
import { useLeaveWarning } from '../use-leave-warning.ts';
import type { Loaded } from '../use-loaded.ts';
import { AppearanceRefusal } from './appearance-client.ts';
import { AppearancePreview } from './appearance-preview.tsx';
import { BRANDING_FIELD_LABELS, BrandingFields } from './branding-fields.tsx';
import { LANGUAGE_NAMES, TranslationsTable } from './translations-table.tsx';

export const APPEARANCE_PAGE_TEXTS = {
  ownersOnly: 'Only the app’s owners can change its appearance.',
  saved: 'Saved. The widget shows it from its next load.',
  unsaved: 'Unsaved changes.',
  refused: (detail: string) => `The appearance was not saved: ${detail}`,
} as const;

/** A refused field's name as the page labels it; a translation's by the language it is in, and its key. */
function fieldLabel(path: string): string {
  const known = BRANDING_FIELD_LABELS[path];
  if (known) return known;
  const [root, language, ...key] = path.split('.');
  if (root !== 'orgTranslations') return 'The form';
  const translations =
    language !== undefined && isLanguage(language)
      ? `Translations (${LANGUAGE_NAMES[language]})`
      : 'Translations';
  return key.length > 0 ? `${translations} ${key.join('.')}` : translations;
}

/** The refusal's alert: each refused field by its label, with the server's message. */
function refusalText(refusal: AppearanceRefusal): string {
  if (refusal.fields.length === 0) return refusal.message;
  return APPEARANCE_PAGE_TEXTS.refused(
    refusal.fields.map((field) => `${fieldLabel(field.path)}: ${field.message}`).join('; '),
  );
}

interface Stored {
  appearance: Appearance;
  audit: AppearanceAudit['entries'];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isLanguage(value: string): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The draft with one text set (an empty one removed, so it reads as the built-in). */
function withText(draft: Appearance, language: Language, key: OrgTranslationKey, text: string): Appearance {
  const { [key]: _dropped, ...rest } = draft.orgTranslations[language] ?? {};
  const texts = text === '' ? rest : { ...rest, [key]: text };
  return { ...draft, orgTranslations: { ...draft.orgTranslations, [language]: texts } };
}

export function AppearancePage(props: {
  client: DashboardClient;
  flows: FlowsClient;
  appId: string;
  teamRole: Role;
}) {
  const { client, appId } = props;
  const mayEdit = (APPEARANCE_EDITING_ROLES as readonly Role[]).includes(props.teamRole);
  const [loaded, setLoaded] = useState<Loaded<Stored>>({ state: 'loading' });
  const [draft, setDraft] = useState<Appearance | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    try {
      const [appearance, { entries }] = await Promise.all([
        client.appearance.appearance(appId),
        client.appearance.audit(appId),
      ]);
      if (!mounted.current) return;
      setLoaded({ state: 'ready', value: { appearance, audit: entries }, at: new Date() });
      setDraft(appearance);
    } catch (error) {
      if (mounted.current) setLoaded({ state: 'failed', message: messageOf(error) });
    }
  }, [client, appId]);
  useEffect(() => {
    void load();
  }, [load]);

  useLeaveWarning(status === APPEARANCE_PAGE_TEXTS.unsaved);

  const change = (next: Appearance) => {
    setDraft(next);
    setStatus(APPEARANCE_PAGE_TEXTS.unsaved);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    setProblem(null);
    setFieldProblems({});
    setSaving(true);
    try {
      await client.appearance.save(appId, draft);
      await load();
      if (mounted.current) setStatus(APPEARANCE_PAGE_TEXTS.saved);
    } catch (error) {
      if (!mounted.current) return;
      if (error instanceof AppearanceRefusal) {
        setProblem(refusalText(error));
        setFieldProblems(Object.fromEntries(error.fields.map((field) => [field.path, field.message])));
      } else setProblem(messageOf(error));
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return (
    <>
      <h1>Appearance</h1>
      <p>The brand and the words customers see in every flow, wall and managed flow of this app.</p>
      {loaded.state === 'loading' ? <p className="status">Loading the appearance…</p> : null}
      {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {draft && loaded.state === 'ready' ? (
        <div className="editor-with-preview">
          <form className="appearance" onSubmit={(e) => void save(e)}>
            {mayEdit ? null : <p className="muted">{APPEARANCE_PAGE_TEXTS.ownersOnly}</p>}
            <fieldset disabled={!mayEdit} className="plain">
              <BrandingFields
                branding={draft.branding}
                problems={fieldProblems}
                onChange={(branding) => change({ ...draft, branding })}
              />
              <fieldset>
                <legend>Translations</legend>
                <SelectField
                  label="Language"
                  value={language}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    if (isLanguage(value)) setLanguage(value);
                  }}
                >
                  {LANGUAGES.map((name) => (
                    <option key={name} value={name}>
                      {LANGUAGE_NAMES[name]}
                    </option>
                  ))}
                </SelectField>
                <TranslationsTable
                  language={language}
                  texts={draft.orgTranslations[language] ?? {}}
                  problems={fieldProblems}
                  onChange={(key, text) => change(withText(draft, language, key, text))}
                />
              </fieldset>
            </fieldset>
            {problem ? <p role="alert">{problem}</p> : null}
            <div className="actions">
              {mayEdit ? (
                <button type="submit" disabled={saving}>
                  Save appearance
                </button>
              ) : null}
              <output aria-live="polite">{status}</output>
            </div>
            <section aria-labelledby="appearance-history">
              <h2 id="appearance-history">History</h2>
              {loaded.value.audit.length === 0 ? (
                <p className="muted">Not changed from the dashboard yet.</p>
              ) : (
                <ul>
                  {loaded.value.audit.map((entry) => (
                    <li key={entry.id}>
                      {`${formatTime(entry.at)}: saved by ${entry.user.name} (${entry.user.email})`}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </form>
          <AppearancePreview flows={props.flows} appId={appId} draft={draft} language={language} />
        </div>
      ) : null}
    </>
  );
}
