/**
 * One valid body per call that takes one, in the contract's payload types: table-driven tests (auth on every
 * customer call, CORS on every path) send these, so a refusal they expect cannot come from a bad body.
 */
import type * as v from 'valibot';
import type { CallName } from '../../../../contract/call-table.ts';
import type {
  CancelRequestSchema,
  DiscountRequestSchema,
  EmbedRequestSchema,
  ExtendTrialRequestSchema,
  PauseRequestSchema,
  ResumeRequestSchema,
  UpdateBillingRequestSchema,
  UpdatePlanRequestSchema,
} from '../../../../contract/schemas/index.ts';
import { MAIN_BLUEPRINT_ID, OFFERS } from '../seed/catalog.ts';

type Input<S extends v.GenericSchema> = v.InferInput<S>;

export const SAMPLE_BODIES = {
  embed: {} satisfies Input<typeof EmbedRequestSchema>,
  resume: { options: {} } satisfies Input<typeof ResumeRequestSchema>,
  discount: { coupon: OFFERS.discount.coupon, blueprintId: MAIN_BLUEPRINT_ID } satisfies Input<
    typeof DiscountRequestSchema
  >,
  extendTrial: { days: OFFERS.trial.days, blueprintId: MAIN_BLUEPRINT_ID } satisfies Input<
    typeof ExtendTrialRequestSchema
  >,
  pause: { duration: 1, interval: 'MONTH', date: null } satisfies Input<typeof PauseRequestSchema>,
  updatePlan: { planId: OFFERS.planChange.options[0] } satisfies Input<typeof UpdatePlanRequestSchema>,
  cancel: { cancelAtPeriodEnd: true } satisfies Input<typeof CancelRequestSchema>,
  updateBilling: { paymentMethodId: 'pm_card_visa', failedPaymentWall: true } satisfies Input<
    typeof UpdateBillingRequestSchema
  >,
} satisfies Partial<Record<CallName, unknown>>;

/** The sample body of a call, or undefined for calls that send none. */
export function sampleBody(name: CallName): unknown {
  const bodies: Partial<Record<CallName, unknown>> = SAMPLE_BODIES;
  return bodies[name];
}
