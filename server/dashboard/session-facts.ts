/**
 * The facts of a session, worked out once when it is stored (services/sessions.ts) so the results page sums
 * plain columns with SQL on either dialect: its outcome, the flow version it was served, the reason chosen (in
 * that version's words), each survey's answer (survey-answer-facts.ts), each offer shown and taken, and the
 * subscription's monthly amount.
 *
 * A lite (insight) session has facts too — why the customer left is what lite mode is for — but nothing in it
 * can save: it shows no offers and takes no money action, so its outcome is its cancel or aborted whatever
 * the body claims, it records no offer, and it is never counted as saved. A session's customer is the verified
 * header identity only, lite or not (an anonymous one has none): anyone who knows the app id may post a lite
 * session, and any customer a session naming someone else.
 */
import type { Kysely } from 'kysely';
import { SAVED_OUTCOMES, type SessionOutcome } from '../../contract/dashboard-api.ts';
import type {
  BillingInterval,
  Blueprint,
  Customer,
  OfferType,
  SessionResults,
  Subscription,
} from '../../contract/schemas/index.ts';
import { blueprintOffers } from '../../renderer/domain/navigation.ts';
import { OFFER_TYPES } from '../../renderer/domain/offer-types.ts';
import type { Caller } from '../services/caller.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { publishedBlueprint } from '../services/published-blueprints.ts';
import { SERVED_WINDOW_MS } from '../services/served-offers.ts';
import type { Database } from '../storage/tables.ts';
import { liteFlowOf } from './lite-session-flow.ts';
import { surveyAnswerFacts } from './survey-answer-facts.ts';

/**
 * A cancel wins over anything accepted before it; a session with neither was left without a decision. An
 * accepted offer counts as its type's rules say (a downgrade is a plan change to the business's results; the
 * session's offer type still tells them apart).
 */
export function outcomeOf(results: Pick<SessionResults, 'canceled' | 'acceptedOffer'>): SessionOutcome {
  if (results.canceled) return 'cancelled';
  if (results.acceptedOffer) return OFFER_TYPES[results.acceptedOffer.offerType].sessionOutcome;
  return 'aborted';
}

/** A lite session confirmed its cancel (the host performs it) or was left: it never accepts an offer. */
export function liteOutcomeOf(results: Pick<SessionResults, 'canceled'>): SessionOutcome {
  return results.canceled ? 'cancelled' : 'aborted';
}

const MONTHS_PER_INTERVAL: Record<BillingInterval, number> = {
  DAY: 12 / 365,
  WEEK: 12 / 52,
  MONTH: 1,
  YEAR: 12,
};

/** The subscription's amount per month in minor units (items of one currency), or null without prices. */
export function monthlyAmount(subscription: Subscription): { currency: string; amount: number } | null {
  const items = subscription.items.data;
  const first = items[0];
  if (!first) return null;
  let amount = 0;
  for (const item of items) {
    const price = item.price.unit_amount ?? item.price.amount;
    if (price === null || item.price.currency !== first.price.currency) continue;
    const months = MONTHS_PER_INTERVAL[item.price.recurring.interval] * item.price.recurring.interval_count;
    amount += (price * item.quantity) / months;
  }
  return { currency: first.price.currency, amount: Math.round(amount) };
}

function subscriptionOf(customer: Customer | null, wanted: string | null): Subscription | null {
  const subscriptions = customer?.subscriptions.data ?? [];
  return subscriptions.find((s) => s.id === wanted) ?? subscriptions[0] ?? null;
}

function choiceLabel(blueprint: Blueprint | null, choiceId: string | null): string | null {
  if (!blueprint || !choiceId) return null;
  for (const step of blueprint.steps) {
    if (step.stepType !== 'SURVEY') continue;
    const choice = step.survey.choices.find((c) => c.guid === choiceId);
    if (choice) return choice.value;
  }
  return null;
}

async function servedBlueprint(deps: ServiceDeps, caller: Caller) {
  const since = new Date(deps.now().getTime() - SERVED_WINDOW_MS);
  const [serving] = await deps.servings.recent(caller.app.appId, caller.customerKey, caller.mode, since);
  if (!serving) return null;
  const flow = await publishedBlueprint(deps.flows, caller.app.appId, serving.flowId, serving.version);
  return { flowId: serving.flowId, version: serving.version, blueprint: flow?.blueprint ?? null };
}

/**
 * The writer of a session's facts, for the transaction that stores the session (services/sessions.ts): what it
 * needs is read first, so a session is never kept without its facts.
 */
export async function sessionFactsWriter(
  deps: ServiceDeps,
  caller: Caller,
  results: SessionResults,
  createdAt: string,
  lite: boolean,
): Promise<(trx: Kysely<Database>, sessionId: string) => Promise<void>> {
  const served = lite
    ? await liteFlowOf(deps, caller.app.appId, results)
    : await servedBlueprint(deps, caller);
  const offerTypes = new Map<string, OfferType>(
    served?.blueprint ? blueprintOffers(served.blueprint.steps).map((o) => [o.guid, o.offerType]) : [],
  );
  const outcome = lite ? liteOutcomeOf(results) : outcomeOf(results);
  const amount = (() => {
    const subscription = subscriptionOf(
      caller.customer?.customer ?? null,
      results.customer?.subscriptionId ?? caller.subscriptionId,
    );
    return subscription ? monthlyAmount(subscription) : null;
  })();
  const accepted = lite ? null : results.acceptedOffer;
  // The verified customer (services/sessions.ts verifiedCustomer), none for an anonymous session.
  const customerId = caller.claimedId === null ? null : (results.customer?.id ?? caller.claimedId);
  const customerEmail = caller.claimedId === null ? null : (results.customer?.email ?? null);
  const surveys = surveyAnswerFacts(results, served?.blueprint ?? null);
  return async (trx, sessionId) => {
    await trx
      .insertInto('session_facts')
      .values({
        session_id: sessionId,
        app_id: caller.app.appId,
        created_at: createdAt,
        mode: caller.mode,
        flow_id: served?.flowId ?? null,
        flow_version: served?.version ?? null,
        outcome,
        saved: SAVED_OUTCOMES.includes(outcome) ? 1 : 0,
        offer_guid: accepted?.guid ?? null,
        offer_type: accepted?.offerType ?? null,
        survey_choice_id: results.surveyChoiceId,
        survey_choice: choiceLabel(served?.blueprint ?? null, results.surveyChoiceId),
        followup_response: results.followupResponse,
        customer_id: customerId,
        customer_email: customerEmail,
        currency: amount?.currency ?? null,
        monthly_amount: amount?.amount ?? null,
        lite: lite ? 1 : 0,
        feedback: results.feedback || null,
      })
      .onConflict((conflict) => conflict.column('session_id').doNothing())
      .execute();
    if (surveys.length > 0)
      await trx
        .insertInto('session_survey_answers')
        .values(
          surveys.map((answer, position) => ({
            session_id: sessionId,
            app_id: caller.app.appId,
            position,
            survey_id: answer.surveyId,
            survey_choice_id: answer.surveyChoiceId,
            survey_choice: answer.surveyChoice,
            followup_response: answer.followupResponse,
          })),
        )
        .onConflict((conflict) => conflict.columns(['session_id', 'position']).doNothing())
        .execute();
    // One row per offer shown (the widget may list an offer twice when the customer went back to it); lite
    // mode shows none.
    const offers = new Map<string, boolean>();
    for (const offer of lite ? [] : results.presentedOffers)
      offers.set(
        offer.guid,
        (offers.get(offer.guid) ?? false) || offer.accepted || offer.guid === accepted?.guid,
      );
    if (offers.size === 0) return;
    await trx
      .insertInto('session_offer_facts')
      .values(
        [...offers].map(([guid, wasAccepted]) => ({
          session_id: sessionId,
          app_id: caller.app.appId,
          offer_guid: guid,
          offer_type: offerTypes.get(guid) ?? (guid === accepted?.guid ? accepted.offerType : null),
          accepted: wasAccepted ? 1 : 0,
        })),
      )
      .onConflict((conflict) => conflict.columns(['session_id', 'offer_guid']).doNothing())
      .execute();
  };
}
