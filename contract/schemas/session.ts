import * as v from 'valibot';
import { IsoDateTimeSchema, ModeSchema } from './common.ts';
import { OFFER_TYPES, PauseIntervalSchema } from './offer.ts';

/** The offer a customer accepted (spec §3 Accepted offer). */
export const AcceptedOfferSchema = v.object({
  guid: v.string(),
  offerType: v.picklist(OFFER_TYPES),
  dynamic: v.optional(v.boolean(), false),
  discountConfig: v.optional(
    v.nullable(v.object({ couponId: v.optional(v.nullable(v.string()), null) })),
    null,
  ),
  redirectConfig: v.optional(
    v.nullable(v.object({ redirectUrl: v.optional(v.nullable(v.string()), null) })),
    null,
  ),
  trialExtensionConfig: v.optional(
    v.nullable(v.object({ trialExtensionDays: v.optional(v.nullable(v.number()), null) })),
    null,
  ),
  pauseDuration: v.optional(v.nullable(v.number()), null),
  pauseInterval: v.optional(v.nullable(PauseIntervalSchema), null),
  /** Months the accepted coupon lasts; null for forever. */
  couponDuration: v.optional(v.nullable(v.number()), null),
});
export type AcceptedOffer = v.InferOutput<typeof AcceptedOfferSchema>;

/** A past session of the customer (spec §3 Session), used for cooldowns and the Braintree resume date. */
export const SessionSchema = v.object({
  _id: v.optional(v.string()),
  acceptedOffer: v.optional(v.nullable(AcceptedOfferSchema), null),
  aborted: v.optional(v.boolean(), false),
  canceled: v.optional(v.boolean(), false),
  createdAt: IsoDateTimeSchema,
  updatedAt: v.optional(IsoDateTimeSchema),
  /**
   * What the customer chose (the session results' offerOptions, as stored): a pause until a custom date has no
   * pauseDuration, and its end is only here.
   */
  offerOptions: v.optional(
    v.nullable(v.object({ pauseEndDate: v.optional(v.nullable(IsoDateTimeSchema), null) })),
    null,
  ),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export const SessionCreatedSchema = v.object({
  _id: v.string(),
  /** For a session that announces a recording: what its PUT /api/sessions/{id} must carry. */
  uploadToken: v.optional(v.string()),
});

/** PUT /api/sessions/{id}: the compressed recording (base64 of pako-deflated rrweb events). */
export const RecordingUploadSchema = v.object({
  recording: v.string(),
  recordingStartTime: IsoDateTimeSchema,
  recordingEndTime: IsoDateTimeSchema,
  /** The session's upload token from POST /api/sessions; optional here so a missing one gets a clear 403. */
  uploadToken: v.optional(v.string()),
});
export type RecordingUpload = v.InferOutput<typeof RecordingUploadSchema>;

/** Track event names of the walls (spec §7). */
export const TRACK_EVENTS = [
  'ck-pause-wall',
  'ck-pause-wall-cancel',
  'ck-pause-wall-resume',
  'ck-failed-payment-wall',
  'ck-failed-payment-wall-update',
  'ck-failed-payment-wall-cancel',
] as const;

/** Flow event names the cancel flow reports. */
export const FLOW_EVENTS = ['offer-shown', 'offer-left', 'step-change', 'host-event'] as const;

/** POST /api/events/new. */
export const TrackedEventSchema = v.object({
  event: v.string(),
  /** ISO date-time the event happened on the client. */
  timestamp: IsoDateTimeSchema,
  customerId: v.nullable(v.string()),
  blueprintId: v.optional(v.nullable(v.string()), null),
  properties: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type TrackedEvent = v.InferOutput<typeof TrackedEventSchema>;

/** POST /api/events/customer-update. */
export const CustomerUpdateSchema = v.object({
  customerId: v.nullable(v.string()),
  attributes: v.record(v.string(), v.unknown()),
});
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

/** Issues filed with POST /api/orgs/create-issue (spec §8). */
export const ISSUE_NAMES = [
  'missing-coupon',
  'latest-discount-expiration',
  'latest-pause-expiration',
  'invalid-dynamic-offers',
  /** Our addition: a part of an answer (a step, an offer, a session) skipped as unknown or malformed. */
  'skipped-answer-part',
  /** Our addition: a flaw in the blueprint's path (renderer/domain/blueprint-problems.ts), worked around. */
  'blueprint-problem',
] as const;
export const CreateIssueSchema = v.object({
  name: v.picklist(ISSUE_NAMES),
  issueData: v.record(v.string(), v.unknown()),
});
export type CreateIssue = v.InferOutput<typeof CreateIssueSchema>;

/** POST /api/a/e. The walls add appId, mode and customerId. */
export const ErrorLogSchema = v.object({
  name: v.string(),
  email: v.nullable(v.string()),
  error: v.string(),
  appId: v.optional(v.string()),
  mode: v.optional(ModeSchema),
  customerId: v.optional(v.nullable(v.string())),
});
export type ErrorLog = v.InferOutput<typeof ErrorLogSchema>;

/** POST /api/a/l: any log object. */
export const LogSchema = v.record(v.string(), v.unknown());
export type Log = v.InferOutput<typeof LogSchema>;

export type SessionInput = v.InferInput<typeof SessionSchema>;
