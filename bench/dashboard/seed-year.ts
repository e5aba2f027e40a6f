/**
 * A year of cancel-flow sessions for the dashboard bench: `customers` customers with `sessionsPerCustomer`
 * sessions each, spread over the 365 days before `now`, written straight into the tables the dashboard reads
 * (sessions, session_facts, session_offer_facts) with multi-row INSERTs in one transaction — the API would
 * take hours for half a million calls, and what is timed is the reading, not the writing. The mix of
 * outcomes, modes, reasons and currencies is fixed by a seeded generator, so every run seeds the same rows.
 */
import type { Kysely } from 'kysely';
import { SAVED_OUTCOMES, type SessionOutcome } from '../../contract/dashboard-api.ts';
import type { OfferType } from '../../contract/schemas/index.ts';
import type { Database } from '../../server/storage/tables.ts';

export interface YearSeed {
  appId: string;
  flowId: string;
  flowVersion: number;
  customers: number;
  sessionsPerCustomer: number;
  now: Date;
  /** The generator's seed: the same number seeds the same rows. */
  seed?: number;
}

export interface SeededCounts {
  sessions: number;
  offerFacts: number;
  saved: number;
}

/** How often each outcome happens, in percent (sums to 100), and the offer a saving outcome took. */
const OUTCOME_MIX: readonly { outcome: SessionOutcome; percent: number; offer: OfferType | null }[] = [
  { outcome: 'cancelled', percent: 45, offer: null },
  { outcome: 'paused', percent: 14, offer: 'PAUSE' },
  { outcome: 'discounted', percent: 15, offer: 'DISCOUNT' },
  { outcome: 'plan_changed', percent: 5, offer: 'PLAN_CHANGE' },
  { outcome: 'trial_extended', percent: 4, offer: 'TRIAL_EXTENSION' },
  { outcome: 'other_offer', percent: 3, offer: 'CONTACT' },
  { outcome: 'aborted', percent: 14, offer: null },
];
const REASONS = [
  { id: 'choice_expensive', label: 'Too expensive' },
  { id: 'choice_unused', label: 'Not using it enough' },
  { id: 'choice_missing', label: 'Missing a feature' },
] as const;
const PRICES = [
  { currency: 'usd', monthlyAmount: 2900 },
  { currency: 'usd', monthlyAmount: 9900 },
  { currency: 'eur', monthlyAmount: 1900 },
] as const;
/** The offer a cancelling customer was shown and declined. */
const DECLINED_OFFER = { guid: 'offer_discount', type: 'DISCOUNT' } as const;
const DAY_MS = 86_400_000;
/** Rows per INSERT: under SQLite's 32,766 bound parameters with the widest table's 17 columns. */
const ROWS_PER_INSERT = 1_000;

/** mulberry32: a small, well-spread deterministic generator (no dependency for a bench's dice). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function outcomeFor(random: () => number): (typeof OUTCOME_MIX)[number] {
  let roll = random() * 100;
  for (const entry of OUTCOME_MIX) {
    roll -= entry.percent;
    if (roll < 0) return entry;
  }
  return OUTCOME_MIX[0] as (typeof OUTCOME_MIX)[number];
}

async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** Seeds the year; answers what it wrote. The app and its flow version must exist already. */
export async function seedYearOfSessions(db: Kysely<Database>, plan: YearSeed): Promise<SeededCounts> {
  const random = generator(plan.seed ?? 21);
  const sessions: Database['sessions'][] = [];
  const facts: Database['session_facts'][] = [];
  const offers: Database['session_offer_facts'][] = [];
  const end = plan.now.getTime();
  for (let customer = 0; customer < plan.customers; customer++) {
    const customerId = `cus_bench_${customer}`;
    const price = pick(PRICES, random);
    for (let nth = 0; nth < plan.sessionsPerCustomer; nth++) {
      const id = `sess_bench_${customer}_${nth}`;
      const createdAt = new Date(end - Math.floor(random() * 365 * DAY_MS)).toISOString();
      const { outcome, offer } = outcomeFor(random);
      const reason = outcome === 'aborted' ? null : pick(REASONS, random);
      sessions.push({
        id,
        app_id: plan.appId,
        customer_key: `STRIPE:${customerId}`,
        session_key: id,
        lite: 0,
        results: null,
        offer_options: null,
        accepted_offer: offer
          ? JSON.stringify({ guid: `offer_${offer.toLowerCase()}`, offerType: offer })
          : null,
        aborted: outcome === 'aborted' ? 1 : 0,
        canceled: outcome === 'cancelled' ? 1 : 0,
        deliveries: 1,
        created_at: createdAt,
        updated_at: createdAt,
        recording_blob: null,
        recording_meta: null,
      });
      facts.push({
        session_id: id,
        app_id: plan.appId,
        created_at: createdAt,
        mode: random() < 0.9 ? 'LIVE' : 'TEST',
        flow_id: plan.flowId,
        flow_version: plan.flowVersion,
        outcome,
        saved: SAVED_OUTCOMES.includes(outcome) ? 1 : 0,
        offer_guid: offer ? `offer_${offer.toLowerCase()}` : null,
        offer_type: offer,
        survey_choice_id: reason?.id ?? null,
        survey_choice: reason?.label ?? null,
        followup_response:
          reason && random() < 0.3 ? `Session ${nth} of ${customerId}: ${reason.label}` : null,
        customer_id: customerId,
        customer_email: `${customerId}@example.com`,
        currency: price.currency,
        monthly_amount: price.monthlyAmount,
        lite: 0,
        // Not from the generator, so the seeded mix stays the same: a third of the decided sessions typed some.
        feedback:
          reason && nth % 3 === 0 ? `${customerId} left feedback ${nth}: ${reason.label}, mostly.` : null,
      });
      if (offer)
        offers.push({
          session_id: id,
          app_id: plan.appId,
          offer_guid: `offer_${offer.toLowerCase()}`,
          offer_type: offer,
          accepted: 1,
        });
      else if (outcome === 'cancelled')
        offers.push({
          session_id: id,
          app_id: plan.appId,
          offer_guid: DECLINED_OFFER.guid,
          offer_type: DECLINED_OFFER.type,
          accepted: 0,
        });
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertInChunks(sessions, (chunk) => trx.insertInto('sessions').values(chunk).execute());
    await insertInChunks(facts, (chunk) => trx.insertInto('session_facts').values(chunk).execute());
    await insertInChunks(offers, (chunk) => trx.insertInto('session_offer_facts').values(chunk).execute());
  });
  return {
    sessions: sessions.length,
    offerFacts: offers.length,
    saved: facts.filter((fact) => fact.saved === 1).length,
  };
}
