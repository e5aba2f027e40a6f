/**
 * `npm start`: the product. Builds the script-tag embed and the dashboard when they are missing or older than
 * their sources (scripts/build-steps.ts), then starts the server with the Stripe fake, the dashboard and the
 * demo host page (server/demo/start-product.ts) and prints where they are. Ctrl-C stops it gracefully.
 */

import { lockDataDir } from '../server/demo/data-dir-lock.ts';
import { DEFAULT_PRODUCT_DATA_DIR, startProduct } from '../server/demo/start-product.ts';
import { onShutdownSignals } from '../server/shutdown-signals.ts';
import { buildWhatIsStale } from './build-steps.ts';

async function main(): Promise<void> {
  // The data folder first: a second npm start is refused before it rebuilds what the first one serves
  // (startProduct takes the same lock again, as this process).
  const release = lockDataDir(DEFAULT_PRODUCT_DATA_DIR);
  try {
    await buildWhatIsStale();
  } catch (error) {
    release();
    throw error;
  }
  const product = await startProduct();
  onShutdownSignals(
    () => product.close(),
    (_signal, first) => {
      if (first) console.log('Stopping: finishing requests in flight …');
    },
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
