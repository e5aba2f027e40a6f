/**
 * The money actions on the subscription (spec §7 stripe/*). Each carries an Idempotency-Key made once per
 * customer intent with `createIdempotencyKey()`, so that a repeated attempt is applied once.
 */
import type * as v from 'valibot';
import { FLOW_CALLS } from '../../../contract/flow-call-table.ts';
import type {
  ActionAnswer,
  CancelRequestSchema,
  DiscountRequestSchema,
  ExtendTrialRequestSchema,
  PauseRequestSchema,
  ResumeRequestSchema,
  UpdatePlanRequestSchema,
} from '../../../contract/schemas/index.ts';
import type { CallOptions, Send } from '../http.ts';

export type ResumePayload = v.InferInput<typeof ResumeRequestSchema>;
export type DiscountPayload = v.InferInput<typeof DiscountRequestSchema>;
export type ExtendTrialPayload = v.InferInput<typeof ExtendTrialRequestSchema>;
export type PausePayload = v.InferInput<typeof PauseRequestSchema>;
export type UpdatePlanPayload = v.InferInput<typeof UpdatePlanRequestSchema>;
export type CancelPayload = v.InferInput<typeof CancelRequestSchema>;

export interface ActionOptions extends CallOptions {
  /** Made once per customer intent; the same key on every attempt and every re-send of that intent. */
  idempotencyKey: string;
}

/** Spec §7: cancel at the end of the period unless told otherwise. */
export const CANCEL_AT_PERIOD_END_DEFAULT = true;

export interface ActionCalls {
  /** POST /api/orgs/{appId}/stripe/resume: ends a pause (pause wall). */
  resume(payload: ResumePayload, options: ActionOptions): Promise<ActionAnswer>;
  /** POST /api/orgs/{appId}/stripe/discount: applies a coupon. */
  applyDiscount(payload: DiscountPayload, options: ActionOptions): Promise<ActionAnswer>;
  /** POST /api/orgs/{appId}/stripe/extend-trial: extends the trial by `days`. */
  extendTrial(payload: ExtendTrialPayload, options: ActionOptions): Promise<ActionAnswer>;
  /** POST /api/orgs/{appId}/stripe/pause: pauses for `duration` `interval`s or until `date`. */
  pause(payload: PausePayload, options: ActionOptions): Promise<ActionAnswer>;
  /** POST /api/orgs/{appId}/stripe/update-plan: switches to `planId`. */
  updatePlan(payload: UpdatePlanPayload, options: ActionOptions): Promise<ActionAnswer>;
  /** POST /api/orgs/{appId}/stripe/cancel: cancels, at period end unless `cancelAtPeriodEnd` is false. */
  cancel(payload: CancelPayload, options: ActionOptions): Promise<ActionAnswer>;
}

export function actionCalls(send: Send): ActionCalls {
  return {
    resume: (payload, options) => send(FLOW_CALLS.resume, { ...options, body: payload }),
    applyDiscount: (payload, options) => send(FLOW_CALLS.discount, { ...options, body: payload }),
    extendTrial: (payload, options) => send(FLOW_CALLS.extendTrial, { ...options, body: payload }),
    pause: (payload, options) => send(FLOW_CALLS.pause, { ...options, body: payload }),
    updatePlan: (payload, options) => send(FLOW_CALLS.updatePlan, { ...options, body: payload }),
    cancel: (payload, options) =>
      send(FLOW_CALLS.cancel, {
        ...options,
        body: { cancelAtPeriodEnd: payload.cancelAtPeriodEnd ?? CANCEL_AT_PERIOD_END_DEFAULT },
      }),
  };
}
