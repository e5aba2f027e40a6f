/**
 * Why the cancel flow failed to load, told to the host's developers (spec §8 "Init failure", sharpened): the
 * real cause — an unknown customer, app or flow, a refused auth hash, an API out of reach, an answer that
 * cannot be read — with the HTTP status and a code they can branch on, instead of always blaming the hash.
 * Only a failed load needs this, so it travels in a chunk of its own.
 */
import { NOT_FOUND_TEXTS } from '../../contract/not-found-texts.ts';
import type { Mode, Provider } from '../../contract/schemas/index.ts';

/** The codes `onError` (and `onInit`'s message) carry for a failed load. */
export const INIT_FAILURE_CODES = [
  'UNKNOWN_CUSTOMER',
  'UNKNOWN_APP',
  'UNKNOWN_FLOW',
  'AUTH_HASH_MISMATCH',
  'API_UNREACHABLE',
  'MALFORMED_ANSWER',
  /** Any other failure: an error status, or an answer with nothing to show. */
  'INITIALIZATION_ERROR',
] as const;
export type InitFailureCode = (typeof INIT_FAILURE_CODES)[number];

/** How the load failed, as the state layer reads its error: an answer's status and message, or none. */
export type LoadFailure =
  | { kind: 'http'; status: number; message: string }
  | { kind: 'malformed'; status: number | null; message: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'other'; message: string };

export interface InitFailureInput {
  mode: Mode;
  provider: Provider;
  /** Lite loads embed-lite, which names no customer: its 404 is the app's or the flow's. */
  lite: boolean;
  appId: string | null;
  customerId: string | null;
  flowId: string | null;
  failure: LoadFailure;
}

export interface InitFailure {
  code: InitFailureCode;
  message: string;
  /** The HTTP status of the answer, null when none came. */
  status: number | null;
}

/** How the provider is named to the host's developers. */
const PROVIDER_NAMES: Record<Provider, string> = {
  STRIPE: 'Stripe',
  CHARGEBEE: 'Chargebee',
  PADDLE: 'Paddle',
  PADDLE_BILLING: 'Paddle Billing',
  BRAINTREE: 'Braintree',
  RECURLY: 'Recurly',
  CHARGIFY: 'Chargify',
};

const FAILED = 'Holdfast initialization failed';

function notFoundCode(input: InitFailureInput, message: string): InitFailureCode {
  if (message === NOT_FOUND_TEXTS.app) return 'UNKNOWN_APP';
  if (message === NOT_FOUND_TEXTS.flow) return 'UNKNOWN_FLOW';
  if (input.lite) return input.flowId ? 'UNKNOWN_FLOW' : 'UNKNOWN_APP';
  return 'UNKNOWN_CUSTOMER';
}

function codeOf(input: InitFailureInput): InitFailureCode {
  const { failure } = input;
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'API_UNREACHABLE';
  if (failure.kind === 'malformed') return 'MALFORMED_ANSWER';
  if (failure.kind === 'other') return 'INITIALIZATION_ERROR';
  if (failure.status === 404) return notFoundCode(input, failure.message);
  if (failure.status === 401 || failure.status === 403) return 'AUTH_HASH_MISMATCH';
  return 'INITIALIZATION_ERROR';
}

/** The spec's test-mode advice: a provider test account that is not linked looks like any of these. */
function testModeAdvice(input: InitFailureInput): string {
  return ` Make sure your ${PROVIDER_NAMES[input.provider]} testing account is linked to Holdfast.`;
}

function messageOf(code: InitFailureCode, input: InitFailureInput): string {
  const { failure } = input;
  const test = input.mode === 'TEST' ? testModeAdvice(input) : '';
  switch (code) {
    case 'UNKNOWN_CUSTOMER':
      return `${FAILED}: no customer '${input.customerId}' was found in the ${PROVIDER_NAMES[input.provider]} account of app '${input.appId}'. Check customerId (and subscriptionId) and provider.${test}`;
    case 'UNKNOWN_APP':
      return `${FAILED}: the API knows no app '${input.appId}'. Check appId and apiBase.`;
    case 'UNKNOWN_FLOW':
      return `${FAILED}: app '${input.appId}' has no cancel flow '${input.flowId}'. Check flowId.`;
    case 'AUTH_HASH_MISMATCH':
      // Spec §8's live-mode wording, now only where the hash is what the API refused.
      return `${FAILED}. This is typically due to a mismatched HMAC hash (authHash): check that it is computed with your Holdfast secret for this customer. See the network logs for details.${test}`;
    case 'API_UNREACHABLE':
      return `${FAILED}: the API could not be reached (${failure.kind === 'timeout' ? 'no answer in time' : 'network error'}). Check apiBase, the network, and that the API allows this page's origin (CORS).`;
    case 'MALFORMED_ANSWER':
      return `${FAILED}: the API's answer could not be read (${'message' in failure ? failure.message : ''}). Check that apiBase points at a Holdfast API.`;
    case 'INITIALIZATION_ERROR':
      return failure.kind === 'http'
        ? `${FAILED}: the API answered HTTP ${failure.status}: ${failure.message}${test}`
        : `${FAILED}: ${'message' in failure ? failure.message : failure.kind}`;
  }
}

/** The cause of a failed load, its message and status (spec §8 Init failure). */
export function initFailure(input: InitFailureInput): InitFailure {
  const code = codeOf(input);
  const { failure } = input;
  return {
    code,
    message: messageOf(code, input),
    status: failure.kind === 'http' || failure.kind === 'malformed' ? failure.status : null,
  };
}
