import type { Customer, PauseInterval, SessionResults } from '../../contract/schemas/index.ts';

/**
 * The host's callbacks among the init options (spec §6), and the values they receive. init-options.ts
 * checks them and re-exports them.
 */

/** What a host callback learns about the customer it acts for. */
export interface CallbackCustomer {
  id: string | null;
  email: string | null;
  subscriptionId: string | null;
  /** The customer as the backend sent it; null in lite mode. */
  raw: Customer | null;
}

/** The pause the customer chose. */
export interface PauseChoice {
  pauseDuration: number | null;
  pauseInterval: PauseInterval;
  /** ISO date the subscription resumes. */
  pauseEndDate: string | null;
}

/**
 * What an action handler may resolve to: nothing, or a custom complete screen (spec §2 "a custom title and
 * message"), shown as plain text.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a host handler written as `async () => {...}` returns Promise<void>.
export type HandlerResult = void | { title: string; message: string };

/** Host callbacks that replace a built-in call (spec §6). When given, Holdfast calls them instead of the API. */
export interface HandlerCallbacks {
  /** The contact offer's Get help button. Without it the contact offer reports 'handleSupportRequest not implemented'. */
  handleSupportRequest?: (customer: CallbackCustomer) => void | Promise<void>;
  /** The redirect offer's button; without it the URL opens in a new tab. */
  handleRedirect?: (customer: CallbackCustomer, redirectUrl: string) => void | Promise<void>;
  /** Pause the subscription yourself. */
  handlePause?: (customer: CallbackCustomer, pause: PauseChoice) => HandlerResult | Promise<HandlerResult>;
  /** Change the plan yourself. */
  handlePlanChange?: (
    customer: CallbackCustomer,
    plan: { planId: string },
  ) => HandlerResult | Promise<HandlerResult>;
  /** Cancel the subscription yourself. */
  handleCancel?: (
    customer: CallbackCustomer,
    survey: { surveyChoiceValue: string | null },
  ) => HandlerResult | Promise<HandlerResult>;
  /** Apply the discount yourself. */
  handleDiscount?: (
    customer: CallbackCustomer,
    discount: DiscountChoice,
  ) => HandlerResult | Promise<HandlerResult>;
  /** Extend the trial yourself. */
  handleTrialExtension?: (
    customer: CallbackCustomer,
    trial: { trialExtensionDays: number },
  ) => HandlerResult | Promise<HandlerResult>;
  /** Pause wall: resume the subscription yourself. */
  handleResume?: (customer: CallbackCustomer) => void | Promise<void>;
  /** Pause wall and failed-payment wall: log the customer out (shows the logout link). */
  handleLogout?: () => void | Promise<void>;
  /** Failed-payment wall: cancel yourself (shows the cancel button). */
  handleFailedPaymentWallCancel?: (customer: CallbackCustomer) => void | Promise<void>;
}

/**
 * The discount the customer accepted, as the host's discount callbacks receive it: the coupon id, or for a
 * custom-amount provider (PADDLE) an empty coupon id with the amount (minor units) and duration (months).
 */
export interface DiscountChoice {
  couponId: string;
  customerAmount?: number;
  customDuration?: number;
}

/** What `onError` receives. */
export interface HostError {
  message: string;
  code: string;
  /** The API's HTTP status, on a failed load; null when no answer came, absent where no call failed. */
  status?: number | null;
}

/** Notification callbacks (spec §6): called after the fact; their errors are reported, never rethrown. */
export interface NotificationCallbacks {
  onPause?: (customer: CallbackCustomer, pause: PauseChoice) => void;
  onPlanChange?: (customer: CallbackCustomer, plan: { planId: string }) => void;
  onCancel?: (customer: CallbackCustomer, survey: { surveyChoiceValue: string | null }) => void;
  onDiscount?: (customer: CallbackCustomer, discount: DiscountChoice) => void;
  onTrialExtension?: (customer: CallbackCustomer, trial: { trialExtensionDays: number }) => void;
  onResume?: (customer: CallbackCustomer) => void;
  onUpdatePaymentInformation?: (customer: CallbackCustomer) => void;
  /** The customer pressed Go to account; receives the session results. */
  onGoToAccount?: (session: SessionResults) => void;
  /** The widget closed; receives the session results. */
  onClose?: (session: SessionResults) => void;
  /** The session ended and its results were sent (or queued). */
  onSessionComplete?: (session: SessionResults) => void;
  /** The step changed (guids; null at the ends). */
  onStepChange?: (
    step: { guid: string; stepType: string } | null,
    previous: { guid: string; stepType: string } | null,
  ) => void;
  /**
   * Anything went wrong: a message and a code (spec §8 codes such as PAUSE_WALL_RESUME_ERROR; a failed load's
   * cause such as UNKNOWN_CUSTOMER), and the HTTP status when an answer came.
   */
  onError?: (error: HostError) => void;
  /** The widget initialised (successfully or not). */
  onInit?: (result: { ok: boolean; message?: string }) => void;
  onPauseWallActivated?: () => void;
  onPauseWallClosed?: () => void;
  onFailedPaymentWallActivated?: () => void;
  onFailedPaymentWallClosed?: () => void;
}

export type HostCallbacks = HandlerCallbacks & NotificationCallbacks;

export const HANDLER_NAMES = [
  'handleSupportRequest',
  'handleRedirect',
  'handlePause',
  'handlePlanChange',
  'handleCancel',
  'handleDiscount',
  'handleTrialExtension',
  'handleResume',
  'handleLogout',
  'handleFailedPaymentWallCancel',
] as const satisfies readonly (keyof HandlerCallbacks)[];

export const NOTIFICATION_NAMES = [
  'onPause',
  'onPlanChange',
  'onCancel',
  'onDiscount',
  'onTrialExtension',
  'onResume',
  'onUpdatePaymentInformation',
  'onGoToAccount',
  'onClose',
  'onSessionComplete',
  'onStepChange',
  'onError',
  'onInit',
  'onPauseWallActivated',
  'onPauseWallClosed',
  'onFailedPaymentWallActivated',
  'onFailedPaymentWallClosed',
] as const satisfies readonly (keyof NotificationCallbacks)[];
