/**
 * The quality harness as a test file's hooks: started once for the file; after each test its host pages
 * closed, their last deliveries waited out (support/backend-quiet.ts) and the backend reset.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { backendQuiet } from '../../support/backend-quiet.ts';
import { type HostPage, type OpenOptions, type QualityHarness, startHarness } from './harness.ts';

/** What a test file's hooks started: use it inside tests, after beforeAll ran. */
export interface HarnessPerFile {
  readonly harness: QualityHarness;
  /** A host page (the harness's openHost), closed after the test. */
  openHost(options?: OpenOptions): Promise<HostPage>;
}

export function harnessPerFile(): HarnessPerFile {
  let started: QualityHarness | undefined;
  const hosts: HostPage[] = [];
  const harness = () => {
    if (!started) throw new Error('the quality harness starts in beforeAll');
    return started;
  };

  beforeAll(async () => {
    started = await startHarness();
  });

  afterAll(async () => {
    await started?.close();
  });

  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
    if (!started) return;
    await backendQuiet(started.mock.backend);
    started.resetBackend();
  });

  return {
    get harness() {
      return harness();
    },
    async openHost(options) {
      const host = await harness().openHost(options);
      hosts.push(host);
      return host;
    },
  };
}
