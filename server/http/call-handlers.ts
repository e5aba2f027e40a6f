/**
 * What answers each call of the contract: one thin function per call that hands the parsed payload to a
 * service. The compiler demands an entry for every call of contract/call-table.ts.
 */
import type * as v from 'valibot';
import type { CALL_POLICIES } from '../../contract/call-policies.ts';
import type { CallName } from '../../contract/call-table.ts';
import { failedInvoices, setupIntent, updateCard } from '../services/billing.ts';
import type { Caller, KnownCaller } from '../services/caller.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { loadEmbed, loadLite } from '../services/embed.ts';
import type { Replayable } from '../services/idempotency.ts';
import { checkIdentity, verifyIdentity } from '../services/identity.ts';
import * as actions from '../services/money-actions.ts';
import { type Outcome, success } from '../services/outcome.ts';
import { storeRecording } from '../services/recording-upload.ts';
import { keepRecord } from '../services/records.ts';
import { storeSession } from '../services/sessions.ts';

type Payload<K extends CallName> = (typeof CALL_POLICIES)[K]['payload'] extends v.GenericSchema
  ? v.InferOutput<(typeof CALL_POLICIES)[K]['payload']>
  : undefined;

/** What a call's function gets: the caller is known (a customer) for `customer` calls. */
export interface CallInput<K extends CallName> {
  deps: ServiceDeps;
  caller: (typeof CALL_POLICIES)[K]['auth'] extends 'customer' ? KnownCaller : Caller;
  payload: Payload<K>;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The money actions' Idempotency-Key (checked to be a UUID by the route); '' elsewhere. */
  idempotencyKey: string;
  /** The client's address (rate limits): the socket's, or X-Forwarded-For's last behind a trusted proxy. */
  clientIp: string;
  /** The server's public origin (DASHBOARD_URL, else the address it listens on): links in e-mails point there. */
  publicOrigin: string;
}

export type CallAnswer = Outcome<unknown> | Replayable<unknown>;
type CallFunction<K extends CallName> = (input: CallInput<K>) => Promise<CallAnswer>;

function moneyAction<K extends 'pause' | 'resume' | 'cancel' | 'discount' | 'extendTrial' | 'updatePlan'>(
  name: K,
  act: (
    input: Parameters<Parameters<typeof actions.runMoneyAction>[3]>[0],
    payload: Payload<K>,
  ) => Promise<actions.ActionOutcome>,
  subscriptionId: (payload: Payload<K>) => string | null = () => null,
): CallFunction<K> {
  return ({ deps, caller, payload, idempotencyKey }) =>
    actions.runMoneyAction(
      deps,
      caller as KnownCaller,
      { name, key: idempotencyKey, body: payload, subscriptionId: subscriptionId(payload) },
      (input) => act(input, payload),
    );
}

export const CALL_HANDLERS: { [K in CallName]: CallFunction<K> } = {
  embed: ({ deps, caller, payload, query }) => loadEmbed(deps, caller, payload, query.blueprint || null),
  embedLite: ({ deps, caller, query }) => loadLite(deps, caller, query.blueprint || null),
  customer: async ({ caller }) => success(caller.customer.customer),
  branding: async ({ caller }) => success(caller.app.settings.branding),
  resume: moneyAction('resume', actions.resume, (payload) => payload.options.subscriptionId),
  discount: moneyAction('discount', actions.discount),
  extendTrial: moneyAction('extendTrial', actions.extendTrial),
  pause: moneyAction('pause', actions.pause),
  failedPayments: ({ deps, caller }) => failedInvoices(deps, caller),
  updatePlan: moneyAction('updatePlan', actions.updatePlan),
  cancel: moneyAction('cancel', actions.cancel),
  createIssue: ({ deps, caller, payload, clientIp }) => keepRecord(deps, caller, 'issue', payload, clientIp),
  checkIdentity: ({ deps, caller, payload, clientIp, publicOrigin }) =>
    checkIdentity(deps, caller, payload.email, clientIp, publicOrigin, payload.lang),
  verifyIdentity: ({ deps, caller, payload, clientIp }) =>
    verifyIdentity(deps, caller, payload.email, payload.code, clientIp),
  setupIntent: ({ deps, caller }) => setupIntent(deps, caller),
  updateBilling: ({ deps, caller, payload, idempotencyKey }) =>
    updateCard(deps, caller, idempotencyKey, payload),
  createSession: ({ deps, caller, payload, clientIp }) =>
    storeSession(deps, caller, payload, false, clientIp),
  createLiteSession: ({ deps, caller, payload, clientIp }) =>
    storeSession(deps, caller, payload, true, clientIp),
  uploadRecording: ({ deps, caller, payload, params, clientIp }) =>
    storeRecording(deps, caller, params.id ?? '', payload, clientIp),
  trackEvent: ({ deps, caller, payload, clientIp }) => keepRecord(deps, caller, 'event', payload, clientIp),
  customerUpdate: ({ deps, caller, payload, clientIp }) =>
    keepRecord(deps, caller, 'customer-update', payload, clientIp),
  logError: ({ deps, caller, payload, clientIp }) => keepRecord(deps, caller, 'error-log', payload, clientIp),
  log: ({ deps, caller, payload, clientIp }) => keepRecord(deps, caller, 'log', payload, clientIp),
};
