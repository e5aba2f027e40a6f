import { proxy, ref } from 'valtio';
import type {
  AcceptedOffer,
  Blueprint,
  Branding,
  Coupon,
  Customer,
  DynamicOffers,
  OfferOptions,
  OrgTranslations,
  Plan,
  PlanSetting,
  PresentedOffer,
  ProviderSettings,
  Session,
  SkippedItem,
  StepViewed,
} from '../../../contract/schemas/index.ts';
import type { FlowStart } from '../../domain/flow-start.ts';
import type { Position } from '../../domain/navigation.ts';
import type { FlowState, LoadState } from '../../domain/states.ts';
import type { CommittedSurveyAnswer } from '../../domain/survey-answers.ts';
import type { Catalog, MessageKey } from '../../i18n/index.ts';
import type { FlowAction } from './offer-outcomes.ts';

/** What the backend sent for this session; replaced wholesale, never mutated (kept out of the proxy with ref). */
export interface FlowData {
  blueprint: Blueprint;
  branding: Branding;
  coupons: Coupon[];
  testCoupons: Coupon[];
  sessions: Session[];
  offerPlans: Plan[];
  testPlans: Plan[];
  orgPlanSettings: PlanSetting[];
  segment: string | null;
  orgTranslations: OrgTranslations;
  orgProviderSettings: ProviderSettings;
  dynamicOffers: DynamicOffers | null;
  /** The embed answer's externalData.customerAttributes: placeholder values, before the host's own. */
  customerAttributes: Readonly<Record<string, unknown>>;
  /** Parts of the answer skipped as unknown or malformed (steps, offers, sessions), to report. */
  skipped: SkippedItem[];
}

export type { FlowAction } from './offer-outcomes.ts';

/**
 * The complete screens of accepted offers, by kind, with what each one shows. Each offer's runner declares its
 * own beside it (`declare module './store.ts' { interface OfferCompleteScreens { … } }`), so a new offer type's
 * screen needs no edit here; the offer types' rules name it (`action.complete`, checked in offer-outcomes.ts)
 * and the offer's view entry words it (`views/offer-registry.ts`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one screen per acting offer type
export interface OfferCompleteScreens {}

/** An accepted offer's complete screen: its kind, and what that screen shows. */
type OfferComplete = {
  [K in keyof OfferCompleteScreens]: { kind: K } & OfferCompleteScreens[K];
}[keyof OfferCompleteScreens];

/** What the complete screen says (spec §2 Complete screen). Dates are ISO strings. */
export type CompleteVariant =
  | { kind: 'CANCELED'; endsAt: string | null }
  | OfferComplete
  | { kind: 'CUSTOM'; title: string; message: string }
  | { kind: 'START'; start: Exclude<FlowStart, { kind: 'FIRST_STEP' } | { kind: 'ERROR' }> };

/** Why the flow is in ERROR: a catalog key, with details for test mode and preview. */
export interface FlowMessage {
  /** Catalog key of the customer-facing text. */
  key: MessageKey;
  /** Technical details (shown in test mode or preview, or always when it contains force-show-message). */
  detail: string | null;
  /**
   * Set when an offer's action failed (not the cancel): the error screen leads back into the flow, and with
   * `retry` (the call got no answer) may repeat the request with its key (state/flow/after-offer-error.ts).
   */
  afterOffer?: { retry: boolean };
  /**
   * Set on a load that got no answer (offline, a network error, timeouts after the client's attempts): the
   * error screen says the connection was lost and offers Try again (load.ts `reloadFlow`).
   */
  noAnswer?: boolean;
}

export interface FlowStore {
  loadState: LoadState;
  /** The init or load failure, shown on the error screen. */
  loadError: FlowMessage | null;
  isVisible: boolean;
  /**
   * The built-in catalog of the host's language (load.ts `loadFlowCatalog`): null for English, and while its
   * chunk has not come (the flow reads English meanwhile).
   */
  catalog: Catalog | null;
  flowState: FlowState;
  flowMessage: FlowMessage | null;
  data: FlowData | null;
  customer: Customer | null;
  subscriptionId: string | null;
  position: Position | null;
  /** Display order of each survey's choices (randomised once per session): survey guid → choice guids. */
  choiceOrders: Record<string, string[]>;
  /** Survey answers: survey step guid → choice guid. */
  answers: Record<string, string>;
  /** Follow-up texts: survey step guid → choice guid → text (each INPUT choice keeps its own answer). */
  followups: Record<string, Record<string, string>>;
  feedback: string;
  /** The customer left the freeform field or pressed the footer: the minimum may now be shown in red. */
  feedbackTouched: boolean;
  surveyId: string | null;
  surveyChoiceId: string | null;
  followupQuestion: string | null;
  /** Every survey step's committed answer, in the order first answered (domain/survey-answers.ts). */
  surveyAnswers: CommittedSurveyAnswer[];
  acceptedOffer: AcceptedOffer | null;
  offerOptions: OfferOptions | null;
  action: FlowAction | null;
  /**
   * The step (positionKey) whose cancel could not start: the cancel's code, a chunk of its own, could not be
   * fetched (offline since the first step). That step says the connection was lost and offers Try again
   * (leave-actions.ts `cancelFromFlow`); leaving the step leaves the message behind.
   */
  cancelCodeLostAt: string | null;
  complete: CompleteVariant | null;
  canceled: boolean;
  aborted: boolean;
  customActionHandler: boolean;
  stepsViewed: StepViewed[];
  presentedOffers: PresentedOffer[];
  /** Idempotency key of this session's results. */
  sessionKey: string;
  resultsSent: boolean;
  isRecording: boolean;
  /** Test-mode choices. */
  testCouponId: string | null;
  testPlanId: string | null;
  /** Offer types skipped as unknown, to report once. */
  reportedUnknown: string[];
}

export function initialFlowStore(sessionKey: string): FlowStore {
  return {
    loadState: 'UNLOADED',
    loadError: null,
    isVisible: false,
    catalog: null,
    flowState: 'IN_PROGRESS',
    flowMessage: null,
    data: null,
    customer: null,
    subscriptionId: null,
    position: null,
    choiceOrders: {},
    answers: {},
    followups: {},
    feedback: '',
    feedbackTouched: false,
    surveyId: null,
    surveyChoiceId: null,
    followupQuestion: null,
    surveyAnswers: [],
    acceptedOffer: null,
    offerOptions: null,
    action: null,
    cancelCodeLostAt: null,
    complete: null,
    canceled: false,
    aborted: false,
    customActionHandler: false,
    stepsViewed: [],
    presentedOffers: [],
    sessionKey,
    resultsSent: false,
    isRecording: false,
    testCouponId: null,
    testPlanId: null,
    reportedUnknown: [],
  };
}

/** The cancel flow's store (STYLE.md: one valtio proxy per experience). */
export const flow = proxy<FlowStore>(initialFlowStore(''));

/** Resets the session part of the store, keeping nothing of the previous customer. */
export function resetFlow(sessionKey: string): void {
  Object.assign(flow, initialFlowStore(sessionKey));
}

/** Stores backend data outside valtio's deep proxying: it is immutable and replaced wholesale. */
export function setFlowData(data: FlowData | null, customer: Customer | null): void {
  flow.data = data ? ref(data) : null;
  flow.customer = customer ? ref(customer) : null;
}

/** The follow-up typed for a survey's choice; '' when none (or no choice). */
export function followupOf(
  store: Pick<FlowStore, 'followups'>,
  surveyGuid: string | null,
  choiceGuid: string | null | undefined,
): string {
  return (surveyGuid && choiceGuid && store.followups[surveyGuid]?.[choiceGuid]) || '';
}

/** The follow-up the results carry for a committed answer: the text typed for that choice, null when blank. */
export function committedFollowup(
  store: Pick<FlowStore, 'followups'>,
  surveyGuid: string | null,
  choiceGuid: string | null,
): string | null {
  return followupOf(store, surveyGuid, choiceGuid).trim() || null;
}

/** TEST mode: the coupon picked in the discount offer's test selector. */
export function selectTestCoupon(couponId: string): void {
  flow.testCouponId = couponId;
}

/** TEST mode: the plan picked in the plan-change offer's test selector. */
export function selectTestPlan(planId: string): void {
  flow.testPlanId = planId;
}
