/** Runs the one migration set on either dialect; migrations are listed here, in order, never by file scan. */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as initial from './migrations/001-initial.ts';
import * as stripe from './migrations/003-stripe.ts';
import * as webhooks from './migrations/004-webhooks.ts';
import * as dashboard from './migrations/005-dashboard.ts';
import * as flowEditor from './migrations/006-flow-editor.ts';
import * as sessionOfferOptions from './migrations/007-session-offer-options.ts';
import * as customerDataEndpoints from './migrations/009-customer-data-endpoints.ts';
import * as sessionListOrder from './migrations/010-session-list-order.ts';
import * as appearanceAudit from './migrations/011-appearance-audit.ts';
import * as acceptedOffers from './migrations/012-accepted-offers.ts';
import * as onePendingAction from './migrations/013-one-pending-action.ts';
import * as liteSessionFacts from './migrations/014-lite-session-facts.ts';
import * as identityConfirmLinks from './migrations/015-identity-confirm-links.ts';
import * as sessionSurveyAnswers from './migrations/016-session-survey-answers.ts';
import * as recordingsByAge from './migrations/017-recordings-by-age.ts';
import * as sessionFeedback from './migrations/018-session-feedback.ts';
import * as oneEndpointPerUrl from './migrations/019-one-endpoint-per-url.ts';
import type { Database } from './tables.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '003-stripe': stripe,
  '004-webhooks': webhooks,
  '005-dashboard': dashboard,
  '006-flow-editor': flowEditor,
  '007-session-offer-options': sessionOfferOptions,
  '009-customer-data-endpoints': customerDataEndpoints,
  '010-session-list-order': sessionListOrder,
  '011-appearance-audit': appearanceAudit,
  '012-accepted-offers': acceptedOffers,
  '013-one-pending-action': onePendingAction,
  '014-lite-session-facts': liteSessionFacts,
  '015-identity-confirm-links': identityConfirmLinks,
  '016-session-survey-answers': sessionSurveyAnswers,
  '017-recordings-by-age': recordingsByAge,
  '018-session-feedback': sessionFeedback,
  '019-one-endpoint-per-url': oneEndpointPerUrl,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * A database holding several schemas (the tests': one per test server) has schemas dropped while others
 * migrate, and Kysely's migrator looks up every schema's tables by name — which fails ("schema … does not
 * exist") on one dropped meanwhile. A migration into a named schema holds this advisory lock shared; dropping
 * a test schema holds it exclusively (server/testing/test-database.ts).
 */
export const SCHEMA_CATALOG_LOCK = 7_316_041;

/** Brings the schema up to date; returns the names of the migrations it applied. Throws on failure. */
export async function migrateToLatest(
  db: Kysely<Database>,
  pgSchema: string | null = null,
): Promise<string[]> {
  if (!pgSchema) return migrate(db, null);
  return db.connection().execute(async (held) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_CATALOG_LOCK})`.execute(held);
    try {
      return await migrate(db, pgSchema);
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_CATALOG_LOCK})`.execute(held);
    }
  });
}

async function migrate(db: Kysely<Database>, pgSchema: string | null): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in any schema unless told which: name ours, so databases that
  // hold several schemas (the tests' one per file) never mistake another schema's for this one's.
  // Migrations are numbered by the lane that writes them (003-stripe may land before 002): a database that
  // ran a later number first still takes an earlier one that arrives after it.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
