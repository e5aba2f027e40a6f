/**
 * The translations half of the Appearance page: for one language, every text of the widget an organisation may
 * replace (contract/org-translation-keys.ts), its built-in text beside it, and the organisation's own. An empty
 * field is the built-in text. `{name}`-style variables in a text are filled by the widget as in the built-in;
 * one the built-in text does not have is refused by the server, and that text is marked invalid with the reason.
 */
import { useId, useState } from 'react';
import { TRANSLATION_MAX_LENGTH } from '../../contract/dashboard-appearance-api.ts';
import { ORG_TRANSLATION_KEYS, type OrgTranslationKey } from '../../contract/org-translation-keys.ts';
import type { Language } from '../../contract/schemas/index.ts';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import { de, es, fr } from '../../renderer/i18n/catalogs/whole.ts';

export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
} satisfies Record<Language, string>;

const BUILT_IN = { en, de, fr, es } satisfies Record<Language, Record<OrgTranslationKey, unknown>>;

/** The widget's own text of a key in a language (the keys here are the plain-text ones). */
export function builtInText(language: Language, key: OrgTranslationKey): string {
  const text = BUILT_IN[language][key];
  return typeof text === 'string' ? text : '';
}

function matches(filter: string, language: Language, key: OrgTranslationKey, own: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [key, builtInText(language, key), own].some((text) => text.toLowerCase().includes(needle));
}

export function TranslationsTable(props: {
  language: Language;
  texts: Readonly<Record<string, string>>;
  /** The server's refusals by field path (`orgTranslations.de.footer.next`). */
  problems: Readonly<Record<string, string>>;
  onChange(key: OrgTranslationKey, text: string): void;
}) {
  const { language, texts, problems, onChange } = props;
  const [filter, setFilter] = useState('');
  const idPrefix = useId();
  const problemOf = (key: OrgTranslationKey) => problems[`orgTranslations.${language}.${key}`];
  const problemId = (key: OrgTranslationKey) => `${idPrefix}-${key}`;
  const shown = ORG_TRANSLATION_KEYS.filter((key) => matches(filter, language, key, texts[key] ?? ''));
  const changed = ORG_TRANSLATION_KEYS.filter((key) => (texts[key] ?? '') !== '').length;
  return (
    <>
      <p className="muted">
        {`${changed} of ${ORG_TRANSLATION_KEYS.length} texts replaced in ${LANGUAGE_NAMES[language]}. Leave a field empty to keep the built-in text.`}
      </p>
      <label>
        Find a text
        <input type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      </label>
      <table className="translations">
        <caption className="visually-hidden">{`Texts in ${LANGUAGE_NAMES[language]}`}</caption>
        <thead>
          <tr>
            <th scope="col">Text</th>
            <th scope="col">Built-in</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((key) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              <td lang={language}>{builtInText(language, key)}</td>
              <td>
                <input
                  aria-label={`Your text for ${key}`}
                  lang={language}
                  value={texts[key] ?? ''}
                  maxLength={TRANSLATION_MAX_LENGTH}
                  placeholder={builtInText(language, key)}
                  onChange={(e) => onChange(key, e.currentTarget.value)}
                  {...(problemOf(key) === undefined
                    ? {}
                    : { 'aria-invalid': true, 'aria-describedby': problemId(key) })}
                />
                {problemOf(key) === undefined ? null : (
                  <p id={problemId(key)} className="error">
                    {problemOf(key)}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
