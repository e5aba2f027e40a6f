/**
 * Warm by default, the answer's check too (api/answer-warm-up.ts): after an `init()` whose `preload` is
 * 'idle', once the browser is idle and while no flow is shown, the warm-up chunk is fetched and run. A show
 * that comes first makes it do nothing (its real answer compiles the same code), and so does `prefetch`,
 * whose answer is checked as it arrives, before any show. Its failure (no chunk, or a check that throws,
 * which answer-warm-up.test.ts rules out) is nobody's concern: the first show then checks its answer cold.
 */
import { loadOnce } from '../../domain/load-once.ts';
import { afterPaintWhenIdle } from '../after-paint.ts';
import type { FlowRuntime } from './runtime.ts';
import { flow } from './store.ts';

const warmUp = loadOnce(() => import('../../api/answer-warm-up.ts'));

/** Whether the check still needs warming: no flow shown (or loading) and no prefetched answer coming. */
const stillCold = (runtime: FlowRuntime) =>
  !flow.isVisible && flow.loadState === 'UNLOADED' && !runtime.options.prefetch;

export function warmAnswerCheck(runtime: FlowRuntime): void {
  if (!stillCold(runtime)) return;
  afterPaintWhenIdle(() => {
    if (!stillCold(runtime) || warmUp.loaded()) return;
    warmUp
      .load()
      .then((chunk) => {
        if (stillCold(runtime)) chunk.warmUpAnswerCheck();
      })
      .catch(() => undefined);
  });
}
