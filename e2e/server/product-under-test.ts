/**
 * `npm start` as the product's Chromium tests run it: what is stale built first, a temporary data folder, free
 * ports, quiet logs, and what it prints kept for the test to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWhatIsStale } from '../../scripts/build-steps.ts';
import { type RunningProduct, startProduct } from '../../server/demo/start-product.ts';

export interface ProductUnderTest {
  product: RunningProduct;
  /** The lines `npm start` printed. */
  printed: string[];
  /** Stops the product and removes its data folder. */
  close(): Promise<void>;
}

export async function startProductUnderTest(name: string): Promise<ProductUnderTest> {
  await buildWhatIsStale();
  const dataDir = mkdtempSync(join(tmpdir(), `holdfast-${name}-`));
  const printed: string[] = [];
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const product = await startProduct({
      dataDir,
      port: 0,
      stripePort: 0,
      env: { ...process.env, LOG_LEVEL: 'silent' },
      print: (line) => printed.push(line),
    });
    return {
      product,
      printed,
      async close() {
        await product.close();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
