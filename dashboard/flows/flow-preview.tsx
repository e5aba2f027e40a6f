/**
 * The live preview beside the editor's form: the real widget, in preview mode (actions simulated, a sample
 * customer), drawing the draft as the author edits it. It lives in an iframe of the dashboard's own
 * preview page (dashboard/preview/), so the widget runs as on a host page, apart from the dashboard's
 * styles and scripts; the draft reaches it by postMessage, to and from that frame and origin only.
 */
import { useEffect, useMemo, useState } from 'react';
import { PREVIEW_PAGE_PATH } from '../../contract/dashboard-flows-api.ts';
import {
  type BlueprintInput,
  LANGUAGES,
  type Language,
  THEMES,
  type Theme,
} from '../../contract/schemas/index.ts';
import { PREVIEW_RENDER, type PreviewRender } from '../preview/preview-messages.ts';
import { usePreviewFrame } from '../preview/use-preview-frame.ts';
import { SelectField } from '../select-field.tsx';
import { stepName } from './labels.ts';
import { previewBlueprint } from './preview-blueprint.ts';
import { draftOrder } from './step-moves.ts';

/** How long the preview waits after the author's last edit before drawing the draft again. */
export const PREVIEW_DEBOUNCE_MS = 400;

const LANGUAGE_LABELS = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
} satisfies Record<Language, string>;

const THEME_LABELS = {
  default: 'Default',
  'theme-v2': 'Side panel (theme v2)',
} satisfies Record<Theme, string>;

function isOneOf<T extends string>(options: readonly T[], value: string): value is T {
  return options.some((option) => option === value);
}

/** `value` after it stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface FlowPreviewProps {
  appId: string;
  flowId: string;
  lite: boolean;
  /** The form's draft as it stands; drawn once the author pauses. */
  draft: BlueprintInput;
}

export function FlowPreview({ appId, flowId, lite, draft }: FlowPreviewProps) {
  const { frame, ready, post } = usePreviewFrame();
  const [fromStep, setFromStep] = useState<string | null>(null);
  const [theme, setTheme] = useState<Theme | null>(null);
  const [lang, setLang] = useState<Language>('en');
  const [phone, setPhone] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const settled = useSettled(draft, PREVIEW_DEBOUNCE_MS);
  // The steps by the places the editor gives them: the order customers meet them.
  const order = useMemo(() => draftOrder(draft), [draft]);

  useEffect(() => {
    if (ready === 0) return;
    const render: PreviewRender & { restart: number } = {
      type: PREVIEW_RENDER,
      appId,
      flowId,
      lite,
      blueprint: previewBlueprint(settled, { fromStep, theme }),
      lang,
      restart: restarts,
    };
    post(render);
  }, [ready, post, appId, flowId, lite, settled, fromStep, theme, lang, restarts]);

  return (
    <section className="flow-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className="muted">
        The widget as customers will see this draft; actions are simulated, the customer is a sample.
      </p>
      <div className="preview-controls">
        <SelectField
          className="preview-control"
          label="Start at"
          value={fromStep ?? ''}
          onChange={(e) => setFromStep(e.currentTarget.value || null)}
        >
          <option value="">The first step</option>
          {order.steps.map((step, index) => (
            <option key={step.guid} value={step.guid}>
              {stepName(step, index + 1)}
            </option>
          ))}
        </SelectField>
        <SelectField
          className="preview-control"
          label="Theme"
          value={theme ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTheme(isOneOf(THEMES, value) ? value : null);
          }}
        >
          <option value="">The draft’s own</option>
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {THEME_LABELS[name]}
            </option>
          ))}
        </SelectField>
        <SelectField
          className="preview-control"
          label="Language"
          value={lang}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isOneOf(LANGUAGES, value)) setLang(value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </option>
          ))}
        </SelectField>
        <label className="preview-control inline">
          <input type="checkbox" checked={phone} onChange={(e) => setPhone(e.currentTarget.checked)} />
          Phone width
        </label>
        <button type="button" onClick={() => setRestarts((n) => n + 1)}>
          Restart preview
        </button>
      </div>
      <iframe
        ref={frame}
        className={phone ? 'preview-frame phone' : 'preview-frame'}
        title="Preview of the draft"
        src={PREVIEW_PAGE_PATH}
      />
    </section>
  );
}
