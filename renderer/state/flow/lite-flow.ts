import type { LiteAnswer } from '../../../contract/schemas/index.ts';
import { leaveStep } from '../../domain/session-log.ts';
import { notify } from '../callbacks.ts';
import { choiceValue, hostCustomer } from './host-customer.ts';
import { hideFlow } from './leave-actions.ts';
import { type FlowRuntime, flowRuntime } from './runtime.ts';
import { sendSessionResultsOnce } from './session-results.ts';
import { type FlowData, flow } from './store.ts';

/**
 * What only a lite (insight) flow runs (spec §1: survey, confirm and freeform steps, no customer; the host
 * cancels): a chunk of its own, which load.ts imports only for a lite flow, so the cancel flow's first step
 * does not carry it. The lite flow's cancel comes from it too, already in by then.
 */

/** The flow data of a lite flow's answer. */
function fromLite(answer: LiteAnswer, blueprint: NonNullable<LiteAnswer['blueprint']>): FlowData {
  return {
    blueprint,
    branding: answer.branding,
    coupons: [],
    testCoupons: [],
    sessions: [],
    offerPlans: [],
    testPlans: [],
    orgPlanSettings: [],
    segment: answer.segment,
    orgTranslations: answer.orgTranslations,
    orgProviderSettings: {
      annualPauseExtendTerm: false,
      quarterlyPauseEnabled: false,
      pauseEndOfTerm: false,
    },
    dynamicOffers: null,
    customerAttributes: {},
    skipped: blueprint.skipped,
  };
}

/** GET embed-lite: the lite blueprint, or null when the answer has none. */
export async function loadLite(runtime: FlowRuntime): Promise<FlowData | null> {
  const answer = await runtime.api.loadEmbedLite({ flowId: runtime.options.flowId ?? null });
  return answer.blueprint ? fromLite(answer, answer.blueprint) : null;
}

/**
 * Lite mode's cancel (spec §4): records the cancel, sends the results, hides the widget and calls onCancel —
 * the host cancels; Holdfast makes no billing call.
 */
export async function cancelLite(): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.flowState !== 'IN_PROGRESS') return;
  flow.flowState = 'COMPLETE';
  flow.canceled = true;
  flow.stepsViewed = leaveStep(flow.stepsViewed, runtime.now());
  const results = await sendSessionResultsOnce(runtime);
  hideFlow();
  notify(runtime.options, 'onCancel', hostCustomer(), {
    surveyChoiceValue: choiceValue(flow.surveyId ? flow.answers[flow.surveyId] : undefined),
  });
  notify(runtime.options, 'onClose', results);
}
