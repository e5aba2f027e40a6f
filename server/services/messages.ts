/**
 * The server's error texts. The spec's own (§5, §8) are verbatim — the widget may show them — and the rest
 * are plain English a developer can act on. The 403s say what was checked, never what would pass.
 * The embed calls' 404 texts are the contract's, which the widget reads to name a failed load's cause; the
 * texts the mock backend answers too are the contract's (contract/answer-texts.ts), spread in first.
 */

import { ANSWER_TEXTS } from '../../contract/answer-texts.ts';
import { UPLOAD_TOKEN_TEXTS } from '../../contract/upload-token-texts.ts';
import type { RefusedHost } from './webhook-address.ts';

export const MESSAGES = {
  ...ANSWER_TEXTS,
  appIdMismatch: 'The X-Holdfast-App-Id header names another app than the path.',
  authHashInvalid:
    'Invalid authorization hash: it must be the HMAC-SHA256 of the customer id with the app secret of this mode.',
  notServed: 'No cancel flow was shown to this customer recently, so no offer can be accepted.',
  offerNotServed: (what: string) => `${what} is not among the offers shown to this customer.`,
  offerHidden: (what: string, reason: string) =>
    `${what} is not available to this customer now: the offer is no longer shown (${reason}).`,
  testOnly: (what: string) =>
    `${what} is a test ${what.startsWith('Plan') ? 'plan' : 'coupon'}: only TEST mode may use it.`,
  planCurrency: (id: string) => `Plan '${id}' is not in the currency of this subscription.`,
  planInterval: (id: string) =>
    `Plan '${id}' has another billing period, which this provider cannot switch to.`,
  confirmCodeLink:
    'Too many wrong codes were tried for this app today: open the link in the e-mail, press Confirm, then enter the code again.',
  mailerMissing:
    'This server cannot send verification codes: no mailer is configured (set SMTP_URL, see docs/server.md).',
  uploadTokenMissing: UPLOAD_TOKEN_TEXTS.missing,
  uploadTokenInvalid: UPLOAD_TOKEN_TEXTS.invalid,
  recordingTooLarge: (mib: number) => `The recording inflates to more than ${mib} MiB; it was not stored.`,
  recordingBudgetSpent:
    'Too many recording bytes this hour: the recordings budget of this caller or app is spent (docs/server.md), so this recording was not stored; its session is kept.',
  recordingPastRetention: (days: number) =>
    `The session was posted more than ${days} days ago, longer than this server keeps recordings (RECORDING_RETENTION_DAYS): its recording was not stored; its session is kept.`,
  recordingNotStored:
    'The recording could not be stored: the server could not write it (its storage failed). Nothing of it was kept or counted, and its session is kept; try again later.',
  billingUnavailable:
    'The billing provider could not be reached or failed on its side, so nothing was confirmed; try again shortly with the same Idempotency-Key.',
  idempotencyKeyBusy: 'A request with this Idempotency-Key is still running; try again shortly.',
} as const;

/**
 * Why a URL the business registers (a webhook, the customer-data endpoint) is refused when it leads into the
 * server's own network (webhook-address.ts): one wording for both, and the operator's way out.
 */
export const notPublic = ({ host, resolvedTo }: RefusedHost) =>
  `${resolvedTo ? `${host} resolves to ${resolvedTo}, which` : host} is private, loopback or otherwise not public`;
export const PRIVATE_ADDRESS_OPT_IN = 'an operator can allow it with WEBHOOK_ALLOW_PRIVATE_ADDRESSES';

/** Webhook administration (services/webhooks.ts): the business's own words, not a customer's. */
export const WEBHOOK_MESSAGES = {
  unknownApp: (appId: string) => `No app '${appId}'.`,
  badUrl: 'A webhook URL must be an absolute http:// or https:// URL without user name or password.',
  urlTooLong: (max: number) => `A webhook URL may be at most ${max} characters long.`,
  tooManyEndpoints: (max: number) => `An app may register at most ${max} webhook endpoints.`,
  alreadyRegistered: (url: string) =>
    `${url} is already registered as a webhook endpoint of this app: it would receive every event twice.`,
  unknownEndpoint: 'No such webhook endpoint for this app.',
  notRedeliverable: 'Only a failed delivery to an endpoint still registered can be sent again.',
  privateAddress: (refused: RefusedHost) =>
    `A webhook URL must reach a public address: ${notPublic(refused)}, and this server does not send webhooks into its own network (${PRIVATE_ADDRESS_OPT_IN}).`,
  badState: (states: readonly string[]) => `A delivery state is one of: ${states.join(', ')}.`,
} as const;
