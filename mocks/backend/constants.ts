/** Names and limits of the simulated backend, each in one place. */

/** The app every seedless backend and the default fixtures use. */
export const DEFAULT_APP_ID = 'app_test';
export const DEFAULT_APP_SECRET = 'holdfast_test_secret';

/** Identity checks and verifications allowed per e-mail within one window, before 429. */
export const IDENTITY_ATTEMPTS_PER_WINDOW = 5;
export const IDENTITY_WINDOW_MS = 60_000;

/** How long an e-mailed verification code stays valid. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;

/** OTP length (spec §9). */
export const VERIFICATION_CODE_LENGTH = 6;

/** Every route of the control API starts with this; it is never part of the product. */
export const CONTROL_PREFIX = '/__mock/';

/** Product routes start with this. */
export const API_PREFIX = '/api/';
