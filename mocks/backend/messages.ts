/**
 * Every error text the simulated backend answers with, in one place. Texts the spec's error catalogue
 * (§8) and validation rules (§5) name are used verbatim; those the server answers too are the contract's
 * (contract/answer-texts.ts), spread in first; the others are this simulator's own.
 */
import { ANSWER_TEXTS } from '../../contract/answer-texts.ts';
import { MAX_JSON_DEPTH } from '../../contract/request-limits.ts';

export const MESSAGES = {
  ...ANSWER_TEXTS,
  authHashInvalid:
    'Invalid authorization hash: it must be the HMAC-SHA256 of the customer id with the app secret.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  nestedTooDeep: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
  injectedFault: 'Injected fault.',
  bodyTooLarge: (limit: string) => `The request body is larger than ${limit}, the most this call accepts.`,
  controlForeignOrigin: (origin: string) =>
    `The mock's control API answers only pages on this machine; Origin ${origin} is not one.`,
  controlForeignHost: (host: string) =>
    `The mock's control API answers only at localhost or 127.0.0.1, not at ${host}.`,
} as const;
