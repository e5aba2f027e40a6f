/** The controls: every one maps to a URL query parameter (see url-state.ts and docs/playground.md). */
import {
  LANGUAGES,
  type Language,
  MODES,
  PROVIDERS,
  type Provider,
  THEMES,
} from '../contract/schemas/index.ts';
import { experienceEntries } from './experiences.ts';
import type { CustomerChoice } from './fixture-catalog.ts';
import { CheckboxField, SelectField, type SelectOption } from './select-field.tsx';
import { EXPERIENCES, type FlagName, type PlaygroundParams } from './url-state.ts';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The flags this panel shows; `handlers` sits with the callbacks it registers. */
const PANEL_FLAGS = ['preview', 'lite', 'inline', 'autoshow'] as const satisfies readonly FlagName[];

/** What the flags do, shown as tooltips. */
const FLAG_LABELS: Record<(typeof PANEL_FLAGS)[number], { label: string; hint: string }> = {
  preview: { label: 'Preview', hint: 'Actions are simulated (2 s) and plans of every currency are shown.' },
  lite: {
    label: 'Lite',
    hint: 'Insight mode: survey, confirm and freeform steps; the cancel goes to onCancel.',
  },
  inline: { label: 'Inline', hint: 'Render into the stage on this page instead of as a modal.' },
  autoshow: { label: 'Open on load', hint: 'Open the experience as soon as the widget is initialised.' },
};

/** The value standing for "no override" in the provider and theme selects. */
const OWN = '';

export interface ControlsPanelProps {
  params: PlaygroundParams;
  onChange: (next: PlaygroundParams) => void;
  blueprints: readonly string[];
  customers: readonly CustomerChoice[];
  /** The chosen customer fixture's own provider, named in the provider select's default option. */
  fixtureProvider: Provider | null;
  /** Which parts come from `#state=` instead of the fixture selects. */
  custom: { blueprint: boolean; customer: boolean };
}

/** The playground's controls panel. */
export function ControlsPanel({
  params,
  onChange,
  blueprints,
  customers,
  fixtureProvider,
  custom,
}: ControlsPanelProps) {
  const set = <K extends keyof PlaygroundParams>(key: K, value: PlaygroundParams[K]) =>
    onChange({ ...params, [key]: value });

  const providerOptions: SelectOption<Provider | typeof OWN>[] = [
    { value: OWN, label: `Customer's own (${fixtureProvider ?? 'STRIPE'})` },
    ...PROVIDERS.map((provider) => ({ value: provider, label: provider })),
  ];
  const themeOptions: SelectOption<(typeof THEMES)[number] | typeof OWN>[] = [
    { value: OWN, label: "Blueprint's own" },
    ...THEMES.map((theme) => ({ value: theme, label: theme })),
  ];

  return (
    <section className="panel controls" aria-labelledby="controls-heading">
      <h2 id="controls-heading">Controls</h2>
      <SelectField
        label="Experience"
        value={params.experience}
        options={EXPERIENCES.map((value) => ({ value, label: experienceEntries[value].label }))}
        onChange={(value) => set('experience', value)}
      />
      <SelectField
        label="Blueprint"
        value={params.blueprint}
        options={blueprints.map((value) => ({ value, label: value }))}
        onChange={(value) => set('blueprint', value)}
        disabled={custom.blueprint}
        hint={custom.blueprint ? 'A custom blueprint from #state= is in use.' : undefined}
      />
      <SelectField
        label="Customer"
        value={params.customer}
        options={customers.map(({ name, description }) => ({ value: name, label: name, title: description }))}
        onChange={(value) => set('customer', value)}
        disabled={custom.customer}
        hint={
          custom.customer
            ? 'A custom customer from #state= is in use.'
            : customers.find((choice) => choice.name === params.customer)?.description
        }
      />
      <SelectField
        label="Provider"
        value={params.provider ?? OWN}
        options={providerOptions}
        onChange={(value) => set('provider', value === OWN ? null : value)}
      />
      <SelectField
        label="Mode"
        value={params.mode}
        options={MODES.map((value) => ({ value, label: value }))}
        onChange={(value) => set('mode', value)}
      />
      <SelectField
        label="Language"
        value={params.lang}
        options={LANGUAGES.map((value) => ({ value, label: `${LANGUAGE_NAMES[value]} (${value})` }))}
        onChange={(value) => set('lang', value)}
      />
      <SelectField
        label="Theme"
        value={params.theme ?? OWN}
        options={themeOptions}
        onChange={(value) => set('theme', value === OWN ? null : value)}
      />
      <fieldset className="flags">
        <legend>Flags</legend>
        {PANEL_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            label={FLAG_LABELS[flag].label}
            hint={FLAG_LABELS[flag].hint}
            checked={params[flag]}
            onChange={(checked) => set(flag, checked)}
          />
        ))}
      </fieldset>
    </section>
  );
}
