import { createContext, useContext } from 'react';
import type { Mode, Provider } from '../../../contract/schemas/index.ts';
import type { TemplateValues } from '../../domain/templates.ts';
import type { Translator } from '../../i18n/index.ts';

/** What every container needs to turn state into view props: texts, template values and the mode. */
export interface FlowUi {
  t: Translator;
  /** Placeholder values for headers and descriptions (calculated fields, metadata, attributes). */
  values: TemplateValues;
  mode: Mode;
  provider: Provider;
  preview: boolean;
  lite: boolean;
  inline: boolean;
  /** Milliseconds now (bounce guard); injectable for tests. */
  nowMs: () => number;
  /**
   * The hint under a free-text field near its limit (`free-text-hint.ts`). Its rule and texts come with the
   * later views' chunk (the main chunk is byte-budgeted), so it is undefined until that chunk is in: the field
   * shows no hint for the moment after the first paint, long before anyone has typed 4,500 characters.
   */
  freeTextHint?: ((t: Translator, text: string) => string | undefined) | undefined;
}

const FlowUiContext = createContext<FlowUi | null>(null);

export const FlowUiProvider = FlowUiContext.Provider;

/** The flow's UI context; containers render only inside a provider. */
export function useFlowUi(): FlowUi {
  const ui = useContext(FlowUiContext);
  if (!ui) throw new Error('Holdfast containers must render inside FlowUiProvider');
  return ui;
}
