/**
 * The bench's browser part: cold runs of the product, the floor and the weighted floor, and warm runs of
 * the product and the floor (after the idle preload), each interleaved so a busy spell hits them alike.
 */
import { launchChromium } from '../../e2e/browser.ts';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import type { BenchBuild } from '../build-bench.ts';
import { type ColdRun, coldRun, type FirstShow, recordAnswers, warmRun } from './runs.ts';
import { NEXT_ANSWER, startBenchSite, variants } from './site.ts';

export const HEAP_CYCLES = 50;
export const CPU_SLOWDOWN = 4;

/**
 * Warm runs for `coldRuns` cold ones: a third as many (at least 3). A warm show does less and varies less,
 * and the bench runs in CI, where its time counts.
 */
export function warmRunsFor(coldRuns: number): number {
  return Math.max(3, Math.ceil(coldRuns / 3));
}

const say = (text: string) => process.stdout.write(`${text}\n`);

/** Cold runs of the product, the floor and the weighted floor, interleaved so a busy spell hits them alike. */
export async function measureInBrowser(built: BenchBuild, runs: number) {
  const site = await startBenchSite(built.embedDir, built.floorDir, built.weightedFloorDir);
  const browser = await launchChromium();
  try {
    const { holdfast, floor, weightedFloor } = variants(site);
    const next = { answer: NEXT_ANSWER, label: en['footer.next'] };
    site.answerAtOnce(await recordAnswers(browser, site, holdfast, next));
    // The browser's own first-use costs (first context, first compile of the page script) go here.
    await coldRun(browser, site, holdfast, { cpuSlowdown: 1 });
    await coldRun(browser, site, floor, { cpuSlowdown: 1 });
    const ours: ColdRun[] = [];
    const oursSlow: ColdRun[] = [];
    const floors: ColdRun[] = [];
    const floorsSlow: ColdRun[] = [];
    const weighted: ColdRun[] = [];
    const weightedSlow: ColdRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      ours.push(await coldRun(browser, site, holdfast, { cpuSlowdown: 1, next, heapCycles: HEAP_CYCLES }));
      floors.push(await coldRun(browser, site, floor, { cpuSlowdown: 1 }));
      weighted.push(await coldRun(browser, site, weightedFloor, { cpuSlowdown: 1 }));
      oursSlow.push(await coldRun(browser, site, holdfast, { cpuSlowdown: CPU_SLOWDOWN }));
      floorsSlow.push(await coldRun(browser, site, floor, { cpuSlowdown: CPU_SLOWDOWN }));
      weightedSlow.push(await coldRun(browser, site, weightedFloor, { cpuSlowdown: CPU_SLOWDOWN }));
      const at = (list: ColdRun[]) => list.at(-1)?.firstStepMs.toFixed(0);
      say(
        `  run ${run}/${runs}: first step ${at(ours)} ms (floor ${at(floors)}, weighted ${at(weighted)}), 4× ${at(oursSlow)} ms (floor ${at(floorsSlow)}, weighted ${at(weightedSlow)})`,
      );
    }
    // Warm: after init, the idle preload (the default) brings the core; then show; with and without prefetch.
    const warmRuns = warmRunsFor(runs);
    const warm: FirstShow[] = [];
    const warmSlow: FirstShow[] = [];
    const warmFloors: FirstShow[] = [];
    const warmFloorsSlow: FirstShow[] = [];
    // Warm with init option `prefetch`: the answer, too, was asked for at init.
    const prefetching = { ...holdfast, initOptions: { ...holdfast.initOptions, prefetch: true } };
    const warmPrefetch: FirstShow[] = [];
    const warmPrefetchSlow: FirstShow[] = [];
    for (let run = 1; run <= warmRuns; run += 1) {
      warm.push(await warmRun(browser, site, holdfast, 1));
      warmFloors.push(await warmRun(browser, site, floor, 1));
      warmPrefetch.push(await warmRun(browser, site, prefetching, 1));
      warmSlow.push(await warmRun(browser, site, holdfast, CPU_SLOWDOWN));
      warmFloorsSlow.push(await warmRun(browser, site, floor, CPU_SLOWDOWN));
      warmPrefetchSlow.push(await warmRun(browser, site, prefetching, CPU_SLOWDOWN));
      const at = (list: FirstShow[]) => list.at(-1)?.ms.toFixed(0);
      say(
        `  warm ${run}/${warmRuns}: first step ${at(warm)} ms (prefetch ${at(warmPrefetch)}, floor ${at(warmFloors)}), 4× ${at(warmSlow)} ms (prefetch ${at(warmPrefetchSlow)}, floor ${at(warmFloorsSlow)})`,
      );
    }
    // A second language fetches its catalog, and only its own.
    const german = await coldRun(browser, site, variants(site, 'de').holdfast, { cpuSlowdown: 1 });
    return {
      ours,
      oursSlow,
      floors,
      floorsSlow,
      weighted,
      weightedSlow,
      german,
      warm,
      warmSlow,
      warmFloors,
      warmFloorsSlow,
      warmPrefetch,
      warmPrefetchSlow,
      chromium: browser.version(),
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
