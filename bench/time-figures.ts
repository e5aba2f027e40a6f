/**
 * The bench's times and heap from the browser runs: the time to the first step, cold and warm, with and
 * without the 4× CPU throttle, beside the floor's and the weighted floor's, their ratios, the main thread's
 * blocking, the time to the next step, and the heap after show/hide cycles.
 */
import type { measureInBrowser } from './browser/measure.ts';
import type { ColdRun, FirstShow } from './browser/runs.ts';
import type { BenchResults } from './results.ts';
import { median, summarise } from './stats.ts';

/** What the browser runs measured (bench/browser/measure.ts). */
type BrowserRuns = Awaited<ReturnType<typeof measureInBrowser>>;

export function timeFigures(browser: BrowserRuns): Pick<BenchResults, 'times' | 'heap'> {
  const firstStepMs = (runs: ColdRun[]) => runs.map((run) => run.firstStepMs);
  const warmMs = (runs: FirstShow[]) => runs.map((run) => run.ms);
  // Unrounded medians for the ratios (the summaries round theirs for reading).
  const medianOf = (runs: ColdRun[]) => median(firstStepMs(runs));
  const ours = { cpu1: medianOf(browser.ours), cpu4: medianOf(browser.oursSlow) };
  const floor = { cpu1: medianOf(browser.floors), cpu4: medianOf(browser.floorsSlow) };
  const weighted = { cpu1: medianOf(browser.weighted), cpu4: medianOf(browser.weightedSlow) };
  const times = {
    firstStep: { cpu1: summarise(firstStepMs(browser.ours)), cpu4: summarise(firstStepMs(browser.oursSlow)) },
    floor: { cpu1: summarise(firstStepMs(browser.floors)), cpu4: summarise(firstStepMs(browser.floorsSlow)) },
    ratio: { cpu1: ours.cpu1 / floor.cpu1, cpu4: ours.cpu4 / floor.cpu4 },
    weightedFloor: {
      cpu1: summarise(firstStepMs(browser.weighted)),
      cpu4: summarise(firstStepMs(browser.weightedSlow)),
    },
    bytesAloneRatio: { cpu1: weighted.cpu1 / floor.cpu1, cpu4: weighted.cpu4 / floor.cpu4 },
    ownWorkRatio: { cpu1: ours.cpu1 / weighted.cpu1, cpu4: ours.cpu4 / weighted.cpu4 },
    blocking: {
      cpu1: summarise(browser.ours.map((run) => run.blockingMs)),
      cpu4: summarise(browser.oursSlow.map((run) => run.blockingMs)),
    },
    next: summarise(browser.ours.map((run) => run.nextMs ?? Number.NaN)),
    warm: {
      firstStep: { cpu1: summarise(warmMs(browser.warm)), cpu4: summarise(warmMs(browser.warmSlow)) },
      floor: { cpu1: summarise(warmMs(browser.warmFloors)), cpu4: summarise(warmMs(browser.warmFloorsSlow)) },
      ratio: {
        cpu1: median(warmMs(browser.warm)) / median(warmMs(browser.warmFloors)),
        cpu4: median(warmMs(browser.warmSlow)) / median(warmMs(browser.warmFloorsSlow)),
      },
      prefetch: {
        firstStep: {
          cpu1: summarise(warmMs(browser.warmPrefetch)),
          cpu4: summarise(warmMs(browser.warmPrefetchSlow)),
        },
        ratio: {
          cpu1: median(warmMs(browser.warmPrefetch)) / median(warmMs(browser.warmFloors)),
          cpu4: median(warmMs(browser.warmPrefetchSlow)) / median(warmMs(browser.warmFloorsSlow)),
        },
      },
    },
  };
  const heaps = browser.ours.flatMap((run) => (run.heap ? [run.heap] : []));
  const heap = {
    afterOneBytes: summarise(
      heaps.map((h) => h.afterOneBytes),
      0,
    ),
    afterManyBytes: summarise(
      heaps.map((h) => h.afterManyBytes),
      0,
    ),
    growthBytes: summarise(
      heaps.map((h) => h.afterManyBytes - h.afterOneBytes),
      0,
    ),
  };
  return { times, heap };
}
