import type { LiteAnswer } from '../../../contract/schemas/index.ts';
import type { FlowRuntime } from './runtime.ts';
import type { FlowData } from './store.ts';

/**
 * The flow data of a lite (insight) flow (spec §1: survey, confirm and freeform steps, no customer): a chunk
 * of its own, which load.ts imports only for a lite flow, so the cancel flow's first step does not carry it.
 */
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
