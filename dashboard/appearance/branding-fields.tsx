/**
 * The branding half of the Appearance page: the brand's name, logo, colours, the walls' theme and the
 * watermark. A colour left empty is the widget's default (shown as the placeholder); what is typed is checked
 * by the server when saved, and a field it refuses is marked invalid with the server's message beside it; the
 * name takes no more than the server keeps.
 */
import { Fragment, useId } from 'react';
import { BRAND_NAME_MAX_LENGTH, type BrandingEdit } from '../../contract/dashboard-appearance-api.ts';
import { THEMES, type Theme } from '../../contract/schemas/index.ts';
import { DEFAULT_BRAND_COLOR } from '../../renderer/domain/constants.ts';
import { SelectField } from '../select-field.tsx';

const THEME_LABELS = {
  default: 'Default',
  'theme-v2': 'Side panel (theme v2)',
} satisfies Record<Theme, string>;

const COLOR_LABELS = {
  primary: 'Primary colour',
  secondary: 'Secondary colour',
  accent: 'Accent colour',
} satisfies Record<keyof BrandingEdit['colors'], string>;

const THEME_LABEL = 'Theme of the pause and failed-payment walls';

/** Each field's label by its path in the form, as the server names a field it refuses. */
export const BRANDING_FIELD_LABELS: Readonly<Record<string, string>> = {
  'branding.name': 'Brand name',
  'branding.brandImage': 'Logo URL',
  'branding.colors.primary': COLOR_LABELS.primary,
  'branding.colors.secondary': COLOR_LABELS.secondary,
  'branding.colors.accent': COLOR_LABELS.accent,
  'branding.brandTheme': THEME_LABEL,
  'branding.showWatermark': 'Watermark',
};

const COLOR_NAMES = [
  'primary',
  'secondary',
  'accent',
] as const satisfies readonly (keyof BrandingEdit['colors'])[];

/** An empty field is "not set" (null), so the widget's own default applies. */
function orNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

function isTheme(value: string): value is Theme {
  return THEMES.some((theme) => theme === value);
}

export function BrandingFields(props: {
  branding: BrandingEdit;
  /** The server's message for each field it refused at the last save, by path (`branding.brandImage`). */
  problems: Readonly<Record<string, string>>;
  onChange(next: BrandingEdit): void;
}) {
  const { branding, problems, onChange } = props;
  const set = (patch: Partial<BrandingEdit>) => onChange({ ...branding, ...patch });
  const idPrefix = useId();
  const problemId = (path: string) => `${idPrefix}-${path}`;
  /** An input's marks for its field's refusal: invalid, described by the message shown after it. */
  const marked = (path: string) =>
    problems[path] === undefined
      ? {}
      : { 'aria-invalid': true as const, 'aria-describedby': problemId(path) };
  const problem = (path: string) =>
    problems[path] === undefined ? null : (
      <p id={problemId(path)} className="error">
        {problems[path]}
      </p>
    );
  return (
    <fieldset className="branding-fields">
      <legend>Branding</legend>
      <label>
        Brand name
        <input
          value={branding.name ?? ''}
          maxLength={BRAND_NAME_MAX_LENGTH}
          onChange={(e) => set({ name: orNull(e.currentTarget.value) })}
          {...marked('branding.name')}
        />
      </label>
      {problem('branding.name')}
      <label>
        Logo URL
        <input
          type="url"
          value={branding.brandImage ?? ''}
          placeholder="https://example.com/logo.png"
          onChange={(e) => set({ brandImage: orNull(e.currentTarget.value) })}
          {...marked('branding.brandImage')}
        />
      </label>
      {problem('branding.brandImage')}
      {COLOR_NAMES.map((name) => (
        <Fragment key={name}>
          <label className="color-field">
            {COLOR_LABELS[name]}
            <span className="color-input">
              <span
                className="swatch"
                aria-hidden="true"
                style={{
                  background:
                    branding.colors[name] ?? (name === 'primary' ? DEFAULT_BRAND_COLOR : 'transparent'),
                }}
              />
              <input
                value={branding.colors[name] ?? ''}
                placeholder={name === 'primary' ? DEFAULT_BRAND_COLOR : 'Not set'}
                size={9}
                spellCheck={false}
                onChange={(e) =>
                  set({ colors: { ...branding.colors, [name]: orNull(e.currentTarget.value) } })
                }
                {...marked(`branding.colors.${name}`)}
              />
            </span>
          </label>
          {problem(`branding.colors.${name}`)}
        </Fragment>
      ))}
      <SelectField
        label={THEME_LABEL}
        value={branding.brandTheme}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isTheme(value)) set({ brandTheme: value });
        }}
      >
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {THEME_LABELS[theme]}
          </option>
        ))}
      </SelectField>
      <label className="inline">
        <input
          type="checkbox"
          checked={branding.showWatermark}
          onChange={(e) => set({ showWatermark: e.currentTarget.checked })}
        />
        Show the “Guaranteed by” watermark when the flow completes
      </label>
    </fieldset>
  );
}
