/**
 * When the widget shows a flow, as the Flows list says it. Two flows are served by default, one of each kind
 * (server/dashboard/flow-reads.ts `servedByDefault`): the first full flow to an `init` without `lite`, the
 * first lite flow to one with `lite: true`. An app without a lite flow serves lite mode the default cancel
 * flow's survey and confirmation (server/services/embed.ts `loadLite`), so that flow says both.
 */
export const SHOWN_LABELS = {
  cancelFlow: 'By default (cancel flow)',
  liteMode: 'By default (lite mode)',
  cancelFlowAndLiteMode: 'By default (cancel flow and lite mode)',
  byFlowId: (flowId: string) => `With flowId ${flowId}`,
} as const;

interface ListedFlow {
  flowId: string;
  lite: boolean;
  servedByDefault: boolean;
}

/** The "Shown" cell of `flow`, among all the app's `flows`. */
export function shownLabel(flow: ListedFlow, flows: readonly ListedFlow[]): string {
  if (!flow.servedByDefault) return SHOWN_LABELS.byFlowId(flow.flowId);
  if (flow.lite) return SHOWN_LABELS.liteMode;
  return flows.some((other) => other.lite) ? SHOWN_LABELS.cancelFlow : SHOWN_LABELS.cancelFlowAndLiteMode;
}
