/**
 * `npm start` (scripts/start.ts builds what is missing first): the product on a laptop. The server on SQLite
 * in a local data folder, the demo app seeded into an empty database with the dashboard's demo sign-in, the
 * Stripe fake seeded with the demo customers and connected to the app, and the demo host page under /demo.
 * Prints the three URLs and the sign-in. Without SMTP_URL, e-mail goes to the demo's mailer (demo-mailer.ts):
 * each verification code is printed here and listed on /demo/mail, so the managed flow can be tried. A
 * production start (`npm run server`) never mounts the demo page nor uses that mailer.
 */
import { join, resolve } from 'node:path';
import { DASHBOARD_BASE } from '../../contract/dashboard-api.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { buildDeps, createLogger, type RunningServer, startServer } from '../create-server.ts';
import { DEMO_SIGN_IN, hasDemoSignIn, seedDemoSignIn } from '../dashboard/demo-sign-in.ts';
import { DEMO_APP_ID, demoSeed } from '../demo-seed.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDemoMailer, type DemoMailer } from './demo-mailer.ts';
import { createDemoPage, DEMO_BASE, DEMO_MAIL_PATH } from './demo-page.ts';
import { DEMO_STRIPE_JS } from './demo-stripe-js.ts';
import { connectDemoApp, DEMO_STRIPE_PORT, type DemoStripe, startDemoStripe } from './start-demo-stripe.ts';

/** The demo's own data folder: its database and recordings, apart from `npm run server`'s ./data. */
export const DEFAULT_PRODUCT_DATA_DIR = 'data/demo';
/** Quieter than the server's default: the printed URLs stay on screen (LOG_LEVEL overrides it). */
const PRODUCT_LOG_LEVEL = 'warn';

export interface StartProductOptions {
  /** The data folder (database, blobs); default {@link DEFAULT_PRODUCT_DATA_DIR}. */
  dataDir?: string;
  /** The server's port (PORT; 8787 by default, 0: any free one). */
  port?: number;
  /** The Stripe fake's port (STRIPE_FAKE_PORT; 12111 by default, 0: any free one). */
  stripePort?: number;
  /** The built script tag and dashboard; default dist/embed and dist/dashboard. */
  embedDir?: string;
  dashboardDir?: string;
  /** Environment for the rest of the server's settings (default process.env; DATABASE_URL is not read). */
  env?: NodeJS.ProcessEnv;
  /** Where the URLs and the sign-in go (default console.log). */
  print?: (line: string) => void;
}

export interface RunningProduct {
  /** `mail`: the demo outbox, null when SMTP_URL sends real mail. */
  urls: { demo: string; mail: string | null; dashboard: string; api: string };
  server: RunningServer;
  stripe: DemoStripe;
  /** The demo's mailer, or null when SMTP_URL sends real mail. */
  mailer: DemoMailer | null;
  close(): Promise<void>;
}

function productConfig(options: StartProductOptions): ServerConfig {
  const env = options.env ?? process.env;
  const dataDir = resolve(options.dataDir ?? DEFAULT_PRODUCT_DATA_DIR);
  // DATABASE_URL is not read (below), so a shell's, whatever it names, is not checked either.
  const config = readConfig({ ...env, DATABASE_URL: '', LOG_LEVEL: env.LOG_LEVEL || PRODUCT_LOG_LEVEL });
  return {
    ...config,
    // The demo is SQLite in its folder, whatever DATABASE_URL a shell may carry for a real deployment.
    databaseUrl: `sqlite:${join(dataDir, 'holdfast.sqlite')}`,
    blobDir: join(dataDir, 'blobs'),
    seedDemo: true,
    // The demo runs on the operator's own machine for the operator alone, and its receivers are local ones:
    // webhooks and the customer-data endpoint may go to loopback and private addresses unless
    // WEBHOOK_ALLOW_PRIVATE_ADDRESSES says no.
    webhookAllowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES
      ? config.webhookAllowPrivateAddresses
      : true,
    ...(options.port !== undefined ? { port: options.port } : {}),
    dashboard: {
      ...config.dashboard,
      ...(options.dashboardDir ? { dir: options.dashboardDir } : {}),
      ...(options.embedDir ? { embedDir: resolve(options.embedDir) } : {}),
    },
  };
}

export async function startProduct(options: StartProductOptions = {}): Promise<RunningProduct> {
  const print = options.print ?? ((line: string) => console.log(line));
  const config = productConfig(options);
  const release = lockDataDir(resolve(options.dataDir ?? DEFAULT_PRODUCT_DATA_DIR));
  try {
    const product = await startLocked(options, config, print);
    return { ...product, close: () => product.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

async function startLocked(
  options: StartProductOptions,
  config: ServerConfig,
  print: (line: string) => void,
): Promise<RunningProduct> {
  const env = options.env ?? process.env;
  // A person trying the managed flow needs the code: without SMTP, the demo keeps the mail and shows it.
  const mailer = config.smtpUrl ? null : createDemoMailer({ print, now: () => new Date() });
  const deps = await buildDeps(config, {
    logger: createLogger(config.logLevel),
    ...(mailer ? { mailer } : {}),
  });
  const seeding = (await deps.apps.count()) === 0;
  if (seeding) {
    const { warnings } = await loadSeed(deps.database, demoSeed(deps.now()), deps.now());
    // None for the demo seed (demo-seed.test.ts); one a change brings in should be seen, not only logged.
    for (const warning of warnings) print(`Warning: ${warning}`);
  }
  if (!(await deps.apps.exists(DEMO_APP_ID))) {
    await deps.database.db.destroy();
    throw new Error(
      `${config.databaseUrl} holds apps but not ${DEMO_APP_ID}: give npm start a fresh data folder`,
    );
  }
  const stripePort =
    options.stripePort ?? (env.STRIPE_FAKE_PORT ? Number(env.STRIPE_FAKE_PORT) : DEMO_STRIPE_PORT);
  // The fake holds its state in memory: every start seeds it afresh from the demo app's customers.
  const stripe = await startDemoStripe(demoSeed(deps.now()), { port: stripePort, now: deps.now() });
  let server: RunningServer | null = null;
  try {
    const demo = createDemoPage({
      deps,
      appId: DEMO_APP_ID,
      customers: stripe.customers,
      embedDir: resolve(options.embedDir ?? 'dist/embed'),
      stripeJsDir: resolve(DEMO_STRIPE_JS.dir),
      ...(mailer ? { mailer } : {}),
    });
    server = await startServer(config, deps, { demo });
    if (seeding) await seedDemoSignIn(deps.database.db, server.dashboard.auth, DEMO_APP_ID, deps.now());
    await connectDemoApp(stripe, deps.stripe, DEMO_APP_ID, server.url, deps.now());
  } catch (error) {
    await stripe.close();
    // A started server closes the database itself.
    await (server ? server.close() : deps.database.db.destroy()).catch(() => {});
    throw error;
  }
  const running = server;
  const urls = {
    demo: `${running.url}${DEMO_BASE}`,
    mail: mailer ? `${running.url}${DEMO_MAIL_PATH}` : null,
    dashboard: `${running.url}${DASHBOARD_BASE}/`,
    api: running.url,
  };
  print('Holdfast is running:');
  print(`  demo page:  ${urls.demo}  (Acme's account page: pick a customer, press "Cancel subscription")`);
  print(
    urls.mail
      ? `  e-mail:     ${urls.mail}  (the managed flow's codes, also printed here; nothing is sent)`
      : '  e-mail:     sent through SMTP_URL',
  );
  print(`  dashboard:  ${urls.dashboard}`);
  if (await hasDemoSignIn(deps.database.db, running.dashboard.auth, DEMO_APP_ID))
    print(`    sign in:  ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`);
  print(`  API:        ${urls.api}  (app ${DEMO_APP_ID}; Stripe fake on ${stripe.apiBase})`);
  print(`  data:       ${config.databaseUrl}`);
  return {
    urls,
    server: running,
    stripe,
    mailer,
    close: async () => {
      await running.close();
      await stripe.close();
    },
  };
}
