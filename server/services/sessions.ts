/**
 * Session results (spec §7; their recordings: recording-upload.ts). A session belongs to the identity in the
 * headers — never to a customer id in the body — and is stored once per (app, customer, sessionKey) however
 * often it arrives.
 * A full-flow session joins the customer's history, so the next embed's cooldowns see it. Anonymous sessions
 * are rate-limited (anonymous-write-limits.ts).
 */
import type { SessionResults } from '../../contract/schemas/index.ts';
import { sessionFactsWriter } from '../dashboard/session-facts.ts';
import { anonymousWriteRefusal } from './anonymous-write-limits.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { type Outcome, success } from './outcome.ts';
import { uploadTokenFor } from './upload-token.ts';
import { EVENT_TYPES } from './webhook-policy.ts';
import { announce, eventCustomer, type SessionCompletedData } from './webhooks.ts';

/**
 * The customer a session names: for a verified identity, the customer as the billing provider has them, with
 * the body's subscription only if it is one of theirs — a body naming another customer's id or e-mail (any
 * customer may post sessions) would otherwise file it under them in the dashboard and the webhooks. An
 * anonymous (lite) session has nothing to check its body against: it is kept as sent, and never shown as a
 * customer's (session-facts.ts).
 */
export function verifiedCustomer(
  caller: Caller,
  sent: SessionResults['customer'],
): SessionResults['customer'] {
  if (caller.claimedId === null) return sent;
  const known = caller.customer?.customer ?? null;
  const theirs = known?.subscriptions.data.map((subscription) => subscription.id) ?? [];
  const subscriptionId =
    sent?.subscriptionId && theirs.includes(sent.subscriptionId)
      ? sent.subscriptionId
      : caller.subscriptionId;
  return { id: known?.id ?? caller.claimedId, email: known?.email ?? null, subscriptionId };
}

export async function storeSession(
  deps: ServiceDeps,
  caller: Caller,
  sent: SessionResults,
  lite: boolean,
  clientIp: string,
): Promise<Outcome<{ _id: string; uploadToken?: string }>> {
  const results: SessionResults = { ...sent, customer: verifiedCustomer(caller, sent.customer) };
  const refusal = await anonymousWriteRefusal(deps, caller, clientIp, 'session', results);
  if (refusal) return refusal;
  const now = deps.now().toISOString();
  const isLite = lite || results.lite || caller.claimedId === null;
  // The dashboard's figures read these facts, a lite session's too: written in the session's transaction, so
  // it counts on the next load, and a session is never kept without them.
  const writeFacts = await sessionFactsWriter(deps, caller, results, now, isLite);
  const stored = await deps.sessions.insertOnce(
    {
      appId: caller.app.appId,
      customerKey: caller.customerKey,
      sessionKey: results.sessionKey,
      lite: isLite,
      results,
      acceptedOffer: results.acceptedOffer,
      // A custom-date pause has no pauseDuration: its end, for the next embed's cooldowns, is only here.
      offerOptions: results.offerOptions ? { pauseEndDate: results.offerOptions.pauseEndDate } : null,
      aborted: results.aborted,
      canceled: results.canceled,
      createdAt: now,
    },
    // The event is written with the session, once: a repeated delivery of the session announces nothing.
    async (trx, sessionId) => {
      const data: SessionCompletedData = {
        sessionId,
        mode: caller.mode,
        customer: eventCustomer(caller.provider, caller.claimedId),
        lite: isLite,
        results,
      };
      await announce(deps, trx, caller.app.appId, EVENT_TYPES.sessionCompleted, data);
      await writeFacts(trx, sessionId);
    },
  );
  if (!results.recording) return success({ _id: stored.id });
  // The mode's newest secret makes the session's upload token (activeSecrets lists it first).
  const [secret] = await deps.apps.activeSecrets(caller.app.appId, caller.mode);
  if (!secret) return success({ _id: stored.id });
  return success({ _id: stored.id, uploadToken: uploadTokenFor(secret, caller.app.appId, stored.id) });
}
