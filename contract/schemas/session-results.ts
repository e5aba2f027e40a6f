/**
 * The session results (spec §3 Session results) and their parts: what the widget sends, and what the
 * delivery queue and the host's getSessionData check. A module of its own, away from the past sessions of the
 * embed answer (session.ts), so the script-tag core's main chunk does not carry it: only the delivery chunk
 * checks results against it (docs/performance.md).
 */
import * as v from 'valibot';
import { MAX_FREE_TEXT_CHARS } from '../free-text-limit.ts';
import { MAX_SURVEY_ANSWERS } from '../request-limits.ts';
import { IsoDateTimeSchema, ModeSchema, ProviderSchema } from './common.ts';
import { PauseIntervalSchema } from './offer.ts';
import { AcceptedOfferSchema } from './session.ts';

/** What the customer chose on an offer (spec §3 Offer options). */
export const OfferOptionsSchema = v.object({
  pauseInterval: v.optional(v.nullable(PauseIntervalSchema), null),
  pauseDuration: v.optional(v.nullable(v.number()), null),
  /** ISO date of a custom pause end. */
  pauseEndDate: v.optional(v.nullable(v.string()), null),
  /** Minor units. */
  newPlanPrice: v.optional(v.nullable(v.number()), null),
  newPlanId: v.optional(v.nullable(v.string()), null),
});
export type OfferOptions = v.InferOutput<typeof OfferOptionsSchema>;

export const StepViewedSchema = v.object({
  stepType: v.string(),
  guid: v.string(),
  /** ISO date-times. */
  start: IsoDateTimeSchema,
  end: v.nullable(IsoDateTimeSchema),
  /** Seconds. */
  duration: v.nullable(v.number()),
  numChoices: v.optional(v.nullable(v.number()), null),
});
export type StepViewed = v.InferOutput<typeof StepViewedSchema>;

export const PresentedOfferSchema = v.object({
  guid: v.string(),
  accepted: v.boolean(),
  presentedAt: IsoDateTimeSchema,
  declinedAt: v.nullable(IsoDateTimeSchema),
});
export type PresentedOffer = v.InferOutput<typeof PresentedOfferSchema>;

export const CooldownsSchema = v.object({
  /** Months, from the blueprint. */
  discountCooldown: v.nullable(v.number()),
  discountCooldownApplied: v.boolean(),
  pauseCooldown: v.nullable(v.number()),
  pauseCooldownApplied: v.boolean(),
});
export type Cooldowns = v.InferOutput<typeof CooldownsSchema>;

/** A customer's free text, at most MAX_FREE_TEXT_CHARS: a longer one is 400 naming its field, not 413. */
const FreeTextSchema = v.nullable(
  v.pipe(
    v.string(),
    // check, not maxLength: the first step's chunk holds valibot's actions in use, and check is one already.
    v.check((text) => text.length <= MAX_FREE_TEXT_CHARS, `At most ${MAX_FREE_TEXT_CHARS} characters`),
  ),
);

/**
 * One survey step's answer as last committed (Next): the survey step's guid, the choice's, and the follow-up
 * typed for that choice (null when none).
 */
export const SurveyAnswerSchema = v.object({
  surveyId: v.string(),
  surveyChoiceId: v.string(),
  followupResponse: FreeTextSchema,
});
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswerSchema>;

/** The results of one session, sent once with POST /api/sessions (spec §3 Session results). */
export const SessionResultsSchema = v.object({
  /** Client-made key: the backend records one session once, however often it is delivered. */
  sessionKey: v.string(),
  blueprintId: v.nullable(v.string()),
  recording: v.boolean(),
  aborted: v.boolean(),
  canceled: v.boolean(),
  acceptedOffer: v.nullable(AcceptedOfferSchema),
  offerOptions: v.nullable(OfferOptionsSchema),
  surveyId: v.nullable(v.string()),
  surveyChoiceId: v.nullable(v.string()),
  feedback: FreeTextSchema,
  followupResponse: FreeTextSchema,
  followupQuestion: v.nullable(v.string()),
  /**
   * Every survey step's answer on the path walked, in the order first answered; answering a survey again
   * replaces its entry (renderer/domain/survey-answers.ts). surveyId, surveyChoiceId and followupResponse stay
   * the last committed answer (spec §4). Optional: older widgets do not send it.
   */
  surveyAnswers: v.optional(
    v.pipe(
      v.array(SurveyAnswerSchema),
      v.check((answers) => answers.length <= MAX_SURVEY_ANSWERS, `At most ${MAX_SURVEY_ANSWERS} answers`),
    ),
  ),
  customActionHandler: v.boolean(),
  provider: ProviderSchema,
  mode: v.optional(ModeSchema),
  cooldowns: v.nullable(CooldownsSchema),
  customer: v.nullable(
    v.object({
      id: v.nullable(v.string()),
      email: v.nullable(v.string()),
      subscriptionId: v.nullable(v.string()),
    }),
  ),
  lite: v.boolean(),
  stepsViewed: v.array(StepViewedSchema),
  presentedOffers: v.array(PresentedOfferSchema),
});
export type SessionResults = v.InferOutput<typeof SessionResultsSchema>;
