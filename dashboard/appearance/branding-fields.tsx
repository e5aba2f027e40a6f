/**
 * The branding half of the Appearance page: the brand's name, logo, colours, the walls' theme and the
 * watermark. A colour left empty is the widget's default (shown as the placeholder); what is typed is checked
 * by the server when saved, with a message naming the field; the name takes no more than the server keeps.
 */
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

export function BrandingFields(props: { branding: BrandingEdit; onChange(next: BrandingEdit): void }) {
  const { branding, onChange } = props;
  const set = (patch: Partial<BrandingEdit>) => onChange({ ...branding, ...patch });
  return (
    <fieldset className="branding-fields">
      <legend>Branding</legend>
      <label>
        Brand name
        <input
          value={branding.name ?? ''}
          maxLength={BRAND_NAME_MAX_LENGTH}
          onChange={(e) => set({ name: orNull(e.currentTarget.value) })}
        />
      </label>
      <label>
        Logo URL
        <input
          type="url"
          value={branding.brandImage ?? ''}
          placeholder="https://example.com/logo.png"
          onChange={(e) => set({ brandImage: orNull(e.currentTarget.value) })}
        />
      </label>
      {COLOR_NAMES.map((name) => (
        <label key={name} className="color-field">
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
              onChange={(e) => set({ colors: { ...branding.colors, [name]: orNull(e.currentTarget.value) } })}
            />
          </span>
        </label>
      ))}
      <SelectField
        label="Theme of the pause and failed-payment walls"
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
