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
}

const FlowUiContext = createContext<FlowUi | null>(null);

export const FlowUiProvider = FlowUiContext.Provider;

/** The flow's UI context; containers render only inside a provider. */
export function useFlowUi(): FlowUi {
  const ui = useContext(FlowUiContext);
  if (!ui) throw new Error('Holdfast containers must render inside FlowUiProvider');
  return ui;
}
