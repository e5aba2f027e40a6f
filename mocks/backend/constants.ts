/** Names and limits of the simulated backend, each in one place. */

/** The app every seedless backend and the default fixtures use. */
export const DEFAULT_APP_ID = 'app_test';
export const DEFAULT_APP_SECRET = 'holdfast_test_secret';

/** Identity checks and verifications allowed per e-mail within one window, before 429. */
export const IDENTITY_ATTEMPTS_PER_WINDOW = 5;
export const IDENTITY_WINDOW_MS = 60_000;

/** How long an e-mailed verification code stays valid. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** The key id of an app's one secret, in the customer tokens verify-identity answers (any key id is checked with it). */
export const MOCK_SECRET_KEY_ID = 1;

/** OTP length (spec §9). */
export const VERIFICATION_CODE_LENGTH = 6;

/** Every route of the control API starts with this; it is never part of the product. */
export const CONTROL_PREFIX = '/__mock/';

/** Product routes start with this. */
export const API_PREFIX = '/api/';

/**
 * The control API's body cap: a complete app seed (POST /__mock/load) is larger than a product call may be
 * (the default fixtures app is about 85 KB).
 */
export const MAX_CONTROL_BODY_BYTES = 4 * 1024 * 1024;

/** The request log keeps the newest this many product requests; older ones are dropped. */
export const MAX_LOGGED_REQUESTS = 1000;

/** Wrong tries an e-mailed verification code allows: the last of them burns it, so even the right code fails after. */
export const WRONG_CODES_PER_CODE = 5;

/**
 * check-identity calls for e-mails no customer has, per app within IDENTITY_WINDOW_MS: past it, every
 * check-identity answers 429 until the window moves on, so trying many addresses cannot list customers.
 */
export const UNKNOWN_EMAILS_PER_WINDOW = 10;
