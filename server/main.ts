/**
 * `npm run server` — starts the server (SQLite under ./data by default; DATABASE_URL for PostgreSQL),
 * seeding a demo app into an empty database and printing its URL, app id and secrets.
 * `npm run server -- migrate` — brings the database schema up to date and exits.
 * `npm run server -- copy-database <postgres://…>` — copies the SQLite database (DATABASE_URL) into an empty one.
 * `npm run server -- create-app <appId> [origin ...]` — adds an empty app with new secrets.
 * `npm run server -- rotate-secret <appId> <LIVE|TEST>` — adds a secret; the previous one keeps working.
 * `npm run server -- webhook …` — registers, lists and removes webhook endpoints; lists deliveries.
 * `npm run server -- customer-data …` — the app's customer-data endpoint (server/customer-data-command.ts).
 * `npm run server -- create-user <email> <appId> [owner|member] [name]` — a dashboard user of the app (an
 *   existing user gets the app added); the password is DASHBOARD_PASSWORD, or a new one printed once.
 * `npm run server -- connect-stripe <appId> <LIVE|TEST> <sk_…> [options]` — the app's Stripe account of a
 * mode (server/stripe-command.ts).
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { APP_ID_MAX_LENGTH, isAppId } from '../contract/app-id.ts';
import { ModeSchema } from '../contract/schemas/index.ts';
import { checkDatabaseUrl, readConfig } from './config.ts';
import { buildDeps, closeDeps, createLogger, startServer } from './create-server.ts';
import { runCustomerDataCommand } from './customer-data-command.ts';
import { createDashboard } from './dashboard/create-dashboard.ts';
import { DEMO_SIGN_IN, hasDemoSignIn, serverDemoOwnerPassword } from './dashboard/demo-sign-in.ts';
import { createUser, newPassword } from './dashboard/team.ts';
import {
  connectDemoApp,
  DEMO_STRIPE_PORT,
  type DemoStripe,
  describeDemoCustomers,
  startDemoStripe,
} from './demo/start-demo-stripe.ts';
import { DEMO_APP_ID, demoSeed } from './demo-seed.ts';
import { checkRegisteredOrigin } from './http/cors.ts';
import { printApp, printAppWithoutSecrets } from './print-app.ts';
import { onShutdownSignals } from './shutdown-signals.ts';
import { addSecret } from './storage/apps-store.ts';
import { copyDatabase } from './storage/copy-database.ts';
import { openDatabase } from './storage/database.ts';
import { loadSeed } from './storage/load-seed.ts';
import { migrateToLatest } from './storage/migrate.ts';
import { connectStripe } from './stripe-command.ts';
import { runWebhookCommand } from './webhook-command.ts';

const STRIPE_FAKE_FLAG = '--stripe-fake';
const COMMANDS = [
  'start',
  'migrate',
  'copy-database',
  'create-app',
  'rotate-secret',
  'create-user',
  'webhook',
  'customer-data',
  'connect-stripe',
] as const;

const APP_COMMAND_MESSAGES = {
  unknownApp: (appId: string) => `No app '${appId}': create-app makes one.`,
  notAnAppId: (appId: string) =>
    `"${appId}" is not an app id: 1 to ${APP_ID_MAX_LENGTH} letters, digits, _ and - (it goes into URLs such as /webhooks/stripe/<appId>/LIVE, and into file names)`,
  appExists: (appId: string) => `App '${appId}' exists already: rotate-secret adds a secret to it.`,
  notAnOrigin: (entry: string, meant: string | null) =>
    `"${entry}" is not an origin a browser sends${meant ? `: write ${meant}` : ''} (scheme, host and port only; http://localhost:* for any port)`,
};

/** The message for an allowed origin that no page's Origin would ever match (it used to be kept). */
function refusedOrigin(entry: string): string[] {
  const checked = checkRegisteredOrigin(entry);
  return checked.ok ? [] : [APP_COMMAND_MESSAGES.notAnOrigin(entry, checked.meant)];
}

function newSecret(mode: 'LIVE' | 'TEST'): string {
  return `hf_${mode.toLowerCase()}_${randomBytes(24).toString('base64url')}`;
}

async function run(): Promise<void> {
  const argv = process.argv.slice(2);
  // The demo on a Stripe fake: `npm run server -- --stripe-fake`, or STRIPE_FAKE=1.
  const withStripeFake = argv.includes(STRIPE_FAKE_FLAG) || process.env.STRIPE_FAKE === '1';
  const [command = 'start', ...args] = argv.filter((arg) => arg !== STRIPE_FAKE_FLAG);
  // Before anything is opened: an unknown command (a typo, `--help`) used to migrate DATABASE_URL first.
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new Error(`Unknown command "${command}": ${COMMANDS.join(', ')}`);
  // Before the database is opened too. Only new apps: one made before the rule keeps its id.
  if (command === 'create-app' && args[0] && !isAppId(args[0]))
    throw new Error(APP_COMMAND_MESSAGES.notAnAppId(args[0]));
  const config = readConfig();
  if (command === 'migrate') {
    const database = await openDatabase(config.databaseUrl);
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    await database.db.destroy();
    return;
  }
  if (command === 'copy-database') {
    const [targetUrl] = args;
    if (!targetUrl)
      throw new Error('Usage: DATABASE_URL=sqlite:… npm run server -- copy-database <postgres://…>');
    checkDatabaseUrl(targetUrl, 'The target');
    const source = await openDatabase(config.databaseUrl);
    const target = await openDatabase(targetUrl);
    try {
      const copied = await copyDatabase(source, target);
      for (const [table, rows] of Object.entries(copied)) console.log(`  ${table.padEnd(28)} ${rows} rows`);
      console.log('Copied. Keep BLOB_DIR (recordings) and point DATABASE_URL at the new database.');
    } finally {
      await source.db.destroy();
      await target.db.destroy();
    }
    return;
  }
  const logger = createLogger(config.logLevel);
  const deps = await buildDeps(config, { logger });
  if (command === 'connect-stripe') {
    console.log(await connectStripe(deps, args));
    await closeDeps(deps);
    return;
  }
  if (command === 'create-app' || command === 'rotate-secret') {
    const [appId, ...rest] = args;
    if (!appId) throw new Error(`Usage: npm run server -- ${command} <appId> ...`);
    // A secret added under an app id that has none (a typo) used to be kept and printed, and became a working
    // secret of the app once one of that id was created; a second create-app ended in the database's own error.
    const exists = await deps.apps.exists(appId);
    if (command === 'create-app' && exists) throw new Error(APP_COMMAND_MESSAGES.appExists(appId));
    if (command === 'rotate-secret' && !exists) throw new Error(APP_COMMAND_MESSAGES.unknownApp(appId));
    const refused = command === 'create-app' ? rest.flatMap((entry) => refusedOrigin(entry)) : [];
    if (refused.length) throw new Error(refused.join('\n'));
    if (command === 'create-app') {
      await deps.apps.insertApp(
        {
          appId,
          name: appId,
          settings: {
            branding: {
              name: appId,
              showWatermark: false,
              emailFlow: { enabled: false },
              orgTranslations: {},
              colors: {},
              account: null,
              brandImage: null,
              brandTheme: null,
            },
            orgProviderSettings: {
              annualPauseExtendTerm: false,
              quarterlyPauseEnabled: false,
              pauseEndOfTerm: false,
            },
            orgTranslations: {},
            orgPlanSettings: [],
            allowedOrigins: rest,
          },
        },
        deps.now(),
      );
      for (const mode of ['LIVE', 'TEST'] as const)
        await addSecret(deps.database.db, appId, mode, newSecret(mode), deps.now());
    } else {
      const mode = v.parse(ModeSchema, (rest[0] ?? '').toUpperCase());
      await addSecret(deps.database.db, appId, mode, newSecret(mode), deps.now());
    }
    await printApp(deps, appId);
    await closeDeps(deps);
    return;
  }
  if (command === 'webhook' || command === 'customer-data') {
    try {
      await (command === 'webhook' ? runWebhookCommand : runCustomerDataCommand)(deps, args);
    } finally {
      await closeDeps(deps);
    }
    return;
  }
  if (command === 'create-user') {
    const [email = '', appId = '', role = 'owner', ...name] = args;
    if (!email || !appId)
      throw new Error('Usage: npm run server -- create-user <email> <appId> [owner|member] [name]');
    const given = process.env.DASHBOARD_PASSWORD;
    const password = given || newPassword();
    const { auth } = await createDashboard(deps, config.dashboard, `http://${config.host}:${config.port}`);
    const made = await createUser(
      deps.database.db,
      auth,
      { email, appId, role, name: name.join(' ') || email, password },
      deps.now(),
    );
    console.log(`  ${email} is ${role} of ${appId}.`);
    if (made.created && !given) console.log(`  password:     ${password}  (shown once)`);
    if (!made.created) console.log('  (an existing user: their password is unchanged)');
    await closeDeps(deps);
    return;
  }
  const seedingDemo = config.seedDemo && (await deps.apps.count()) === 0;
  if (seedingDemo) {
    const { warnings } = await loadSeed(deps.database, demoSeed(deps.now()), deps.now());
    logger.info({ appId: DEMO_APP_ID }, 'seeded the demo app');
    for (const warning of warnings) logger.warn({ appId: DEMO_APP_ID }, warning);
  }
  const server = await startServer(config, deps);
  // Never the demo product's known password here (demo-sign-in.ts): a new one, shown once, as create-user's.
  const demoPassword = await serverDemoOwnerPassword(
    deps.database.db,
    server.dashboard.auth,
    DEMO_APP_ID,
    deps.now(),
    seedingDemo,
  );
  console.log(`Holdfast server on ${server.url} (${deps.database.dialect})`);
  console.log(`Dashboard on ${server.url}/dashboard/`);
  // At a terminal, or the start that made them. Under systemd or Docker stdout is the log, and every restart
  // used to write the demo app's secrets into it again.
  if (await deps.apps.exists(DEMO_APP_ID)) {
    if (seedingDemo || process.stdout.isTTY) await printApp(deps, DEMO_APP_ID);
    else printAppWithoutSecrets(DEMO_APP_ID);
  }
  if (await hasDemoSignIn(deps.database.db, server.dashboard.auth, DEMO_APP_ID))
    console.log(
      `  dashboard:    ${DEMO_SIGN_IN.email}${demoPassword ? ` / ${demoPassword}  (shown once)` : ''}`,
    );
  let demoStripe: DemoStripe | null = null;
  if (withStripeFake) {
    if (!(await deps.apps.exists(DEMO_APP_ID))) throw new Error(`${STRIPE_FAKE_FLAG} needs the demo app`);
    const port = process.env.STRIPE_FAKE_PORT ? Number(process.env.STRIPE_FAKE_PORT) : DEMO_STRIPE_PORT;
    demoStripe = await startDemoStripe(demoSeed(deps.now()), { port, now: deps.now() });
    await connectDemoApp(demoStripe, deps.stripe, DEMO_APP_ID, server.url, deps.now());
    for (const line of describeDemoCustomers(demoStripe)) console.log(line);
  }
  onShutdownSignals(
    () => Promise.all([server.close(), demoStripe?.close()]),
    (signal, first) =>
      logger.info(
        { signal },
        first ? 'shutting down: finishing requests in flight' : 'already shutting down',
      ),
  );
}

run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
