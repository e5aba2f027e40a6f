/**
 * The results page's figures: plain GROUP BYs over session_facts (written with each session, so a session
 * counts on the next load), the same SQL on SQLite and PostgreSQL. PostgreSQL answers counts and sums as
 * strings (bigint, numeric): every figure passes through Number().
 */
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import {
  flowVersionKey,
  OUTCOMES,
  type ResultsAnswer,
  type SessionOutcome,
} from '../../contract/dashboard-api.ts';
import type { ResultsFilter } from '../../contract/dashboard-filters.ts';
import { OFFER_TYPES, type OfferType } from '../../contract/schemas/index.ts';
import type { Database } from '../storage/tables.ts';
import { factsFilter, zoneOf } from './facts-filter.ts';
import { perLocalDay } from './zone-days.ts';

/** How many of the latest follow-up answers the results page shows per reason. */
export const FOLLOWUPS_PER_REASON = 5;
/** How many recent follow-up answers are read to find them (newest first). */
const FOLLOWUPS_SCANNED = 2_000;

const count = (eb: ExpressionBuilder<Database, 'session_facts'>) => eb.fn.countAll<number | string>();
const savedSum = (eb: ExpressionBuilder<Database, 'session_facts'>) =>
  eb.fn.sum<number | string | null>('session_facts.saved');
const liteSum = (eb: ExpressionBuilder<Database, 'session_facts'>) =>
  eb.fn.sum<number | string | null>('session_facts.lite');

function isOutcome(value: string): value is SessionOutcome {
  return (OUTCOMES as readonly string[]).includes(value);
}
function isOfferType(value: string | null): value is OfferType {
  return value !== null && (OFFER_TYPES as readonly string[]).includes(value);
}

/**
 * The slots a zone's days are summed from, coarsest first: minutes of UTC per slot. Hours serve most zones;
 * a day boundary inside a slot (India's +5:30, Kathmandu's +5:45) asks again with finer ones — every offset
 * and clock change since 2000 falls on a quarter hour, and on a whole minute always.
 */
const SLOT_MINUTES = [60, 15, 1] as const;
/** The slot a zone last needed, so India's results are not asked per hour first every time. */
const slotMinutesOfZone = new Map<string, (typeof SLOT_MINUTES)[number]>();

/**
 * Sessions and saves per day of `zone`: counts per UTC slot from SQL (the same GROUP BY on both dialects), then
 * summed per local day in the service (zone-days.ts), so a 23- or 25-hour day is counted as it is.
 */
async function zonedDays(
  facts: SelectQueryBuilder<Database, 'session_facts', object>,
  zone: string,
): Promise<{ day: string; sessions: number; saved: number }[]> {
  // Literals, not parameters: PostgreSQL matches the GROUP BY to the selected expression by its text.
  const hour = (eb: ExpressionBuilder<Database, 'session_facts'>) =>
    eb.fn<string>('substr', ['session_facts.created_at', sql.lit(1), sql.lit(13)]);
  const known = slotMinutesOfZone.get(zone);
  for (const minutes of SLOT_MINUTES) {
    if (known !== undefined && minutes > known) continue;
    const slot = () =>
      sql<
        number | string
      >`cast(substr(session_facts.created_at, ${sql.lit(15)}, ${sql.lit(2)}) as integer) / ${sql.lit(minutes)}`;
    const rows = await facts
      .select((eb) => [
        hour(eb).as('hour'),
        slot().as('slot'),
        count(eb).as('sessions'),
        savedSum(eb).as('saved'),
      ])
      .groupBy((eb) => [hour(eb), slot()])
      .orderBy('hour')
      .orderBy('slot')
      .execute();
    const days = perLocalDay(
      rows.map((row) => ({
        at: Date.parse(`${row.hour}:${String(Number(row.slot) * minutes).padStart(2, '0')}:00.000Z`),
        sessions: Number(row.sessions),
        saved: Number(row.saved ?? 0),
      })),
      zone,
      minutes * 60_000,
    );
    if (days) {
      slotMinutesOfZone.set(zone, minutes);
      return days;
    }
  }
  throw new Error(`A day of ${zone} starts within a minute`);
}

export async function queryResults(
  db: Kysely<Database>,
  appId: string,
  filter: ResultsFilter,
): Promise<ResultsAnswer> {
  const where = factsFilter(appId, filter);
  const facts = db.selectFrom('session_facts').where(where);
  // Literals, not parameters: PostgreSQL matches the GROUP BY to the selected expression by its text.
  const day = (eb: ExpressionBuilder<Database, 'session_facts'>) =>
    eb.fn<string>('substr', ['session_facts.created_at', sql.lit(1), sql.lit(10)]);
  const zone = zoneOf(filter);

  const [outcomeRows, dayRows, reasonRows, followupRows, offerRows, versionRows, revenueRows] =
    await Promise.all([
      facts
        .select((eb) => ['session_facts.outcome', 'session_facts.lite', count(eb).as('sessions')])
        .groupBy(['session_facts.outcome', 'session_facts.lite'])
        .execute(),
      zone === undefined
        ? facts
            .select((eb) => [day(eb).as('day'), count(eb).as('sessions'), savedSum(eb).as('saved')])
            .groupBy((eb) => day(eb))
            .orderBy('day')
            .execute()
        : zonedDays(facts, zone),
      facts
        .where('session_facts.survey_choice_id', 'is not', null)
        .select((eb) => [
          'session_facts.survey_choice_id',
          eb.fn.max('session_facts.survey_choice').as('label'),
          count(eb).as('sessions'),
          savedSum(eb).as('saved'),
          liteSum(eb).as('lite'),
        ])
        .groupBy('session_facts.survey_choice_id')
        .orderBy('sessions', 'desc')
        .orderBy('session_facts.survey_choice_id')
        .execute(),
      facts
        .where('session_facts.survey_choice_id', 'is not', null)
        .where('session_facts.followup_response', 'is not', null)
        .where('session_facts.followup_response', '!=', '')
        .select(['session_facts.survey_choice_id', 'session_facts.followup_response'])
        .orderBy('session_facts.created_at', 'desc')
        .orderBy('session_facts.session_id', 'desc')
        .limit(FOLLOWUPS_SCANNED)
        .execute(),
      db
        .selectFrom('session_facts')
        .innerJoin('session_offer_facts', 'session_offer_facts.session_id', 'session_facts.session_id')
        .where(where)
        .select((eb) => [
          'session_offer_facts.offer_guid',
          eb.fn.max('session_offer_facts.offer_type').as('offer_type'),
          eb.fn.countAll<number | string>().as('presented'),
          eb.fn.sum<number | string | null>('session_offer_facts.accepted').as('accepted'),
        ])
        .groupBy('session_offer_facts.offer_guid')
        .orderBy('presented', 'desc')
        .orderBy('session_offer_facts.offer_guid')
        .execute(),
      facts
        .where('session_facts.flow_id', 'is not', null)
        .select((eb) => [
          'session_facts.flow_id',
          'session_facts.flow_version',
          'session_facts.lite',
          count(eb).as('sessions'),
          savedSum(eb).as('saved'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when('session_facts.outcome', '=', 'aborted').then(1).else(0).end(),
            )
            .as('aborted'),
        ])
        .groupBy(['session_facts.flow_id', 'session_facts.flow_version', 'session_facts.lite'])
        .orderBy('session_facts.flow_id')
        .orderBy('session_facts.flow_version')
        .orderBy('session_facts.lite')
        .execute(),
      facts
        .where('session_facts.saved', '=', 1)
        .where('session_facts.currency', 'is not', null)
        .select((eb) => [
          'session_facts.currency',
          eb.fn.sum<number | string | null>('session_facts.monthly_amount').as('amount'),
        ])
        .groupBy('session_facts.currency')
        .orderBy('session_facts.currency')
        .execute(),
    ]);

  const byOutcome = new Map<SessionOutcome, number>();
  const liteByOutcome = new Map<SessionOutcome, number>();
  for (const row of outcomeRows) {
    if (!isOutcome(row.outcome)) continue;
    const add = (counts: Map<SessionOutcome, number>, outcome: SessionOutcome) =>
      counts.set(outcome, (counts.get(outcome) ?? 0) + Number(row.sessions));
    add(byOutcome, row.outcome);
    if (Number(row.lite) === 1) add(liteByOutcome, row.outcome);
  }
  const total = (counts: Map<SessionOutcome, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  const sessions = total(byOutcome);
  const liteSessions = total(liteByOutcome);
  const saved = dayRows.reduce((sum, row) => sum + Number(row.saved ?? 0), 0);
  const aborted = byOutcome.get('aborted') ?? 0;
  // The save rate is the full flow's: a lite session offers nothing, so it can neither save nor fail to.
  const decided = sessions - liteSessions - (aborted - (liteByOutcome.get('aborted') ?? 0));

  const followups = new Map<string, string[]>();
  for (const row of followupRows) {
    const list = followups.get(row.survey_choice_id ?? '') ?? [];
    if (list.length < FOLLOWUPS_PER_REASON && row.followup_response) list.push(row.followup_response);
    followups.set(row.survey_choice_id ?? '', list);
  }

  return {
    totals: {
      sessions,
      saved,
      cancelled: byOutcome.get('cancelled') ?? 0,
      aborted,
      saveRate: decided > 0 ? saved / decided : null,
      lite: { sessions: liteSessions, cancelled: liteByOutcome.get('cancelled') ?? 0 },
    },
    perDay: dayRows.map((row) => ({
      day: row.day,
      sessions: Number(row.sessions),
      saved: Number(row.saved ?? 0),
    })),
    outcomes: OUTCOMES.map((outcome) => ({ outcome, sessions: byOutcome.get(outcome) ?? 0 })),
    reasons: reasonRows.map((row) => ({
      choiceId: row.survey_choice_id ?? '',
      label: row.label ?? row.survey_choice_id ?? '',
      sessions: Number(row.sessions),
      saved: Number(row.saved ?? 0),
      lite: Number(row.lite ?? 0),
      followups: followups.get(row.survey_choice_id ?? '') ?? [],
    })),
    offers: offerRows.map((row) => ({
      guid: row.offer_guid,
      offerType: isOfferType(row.offer_type) ? row.offer_type : null,
      presented: Number(row.presented),
      accepted: Number(row.accepted ?? 0),
    })),
    versions: versionRows.map((row) => ({
      flowVersion: flowVersionKey(row.flow_id ?? '', Number(row.flow_version), Number(row.lite) === 1),
      lite: Number(row.lite) === 1,
      sessions: Number(row.sessions),
      saved: Number(row.saved ?? 0),
      aborted: Number(row.aborted ?? 0),
    })),
    revenueKept: revenueRows.map((row) => ({
      currency: row.currency ?? '',
      monthlyAmount: Number(row.amount ?? 0),
    })),
  };
}
