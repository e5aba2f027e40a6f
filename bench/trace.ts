/**
 * `npm run bench:trace [-- --runs N] [-- --cpu 4] [-- --by-name] [-- --compiles] [-- --warm]`: where the first
 * step's time goes (`--warm`: a show after the idle preload, as the bench's warm runs). Builds like the bench, records a Chrome trace of N cold first shows of the widget, the floor
 * and the weighted floor (interleaved), and prints per variant the medians of the main thread's self time
 * between `show()` and the first step's paint by kind of work (script, parse + compile, style, layout,
 * paint, GC, idle; `--by-name` by trace event instead), and of the background threads' parsing.
 * `--compiles` also records V8's compile events (many, so every figure grows; it counts lazy compiles).
 * Tracing slows everything: compare variants and runs of this tool with each other, not with the bench.
 */

import { firstShowIn } from './browser/runs.ts';
import type { Variant } from './browser/site.ts';
import { coldPage, type Diagnosis, numberArg, openDiagnosis } from './diagnose.ts';
import { median } from './stats.ts';
import { type Breakdown, breakdownOf, type TraceEvent } from './trace-breakdown.ts';

const argv = process.argv.slice(2);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(argv.includes('--compiles') ? ['disabled-by-default-v8.compile'] : []),
];

async function tracedRun(diagnosis: Diagnosis, variant: Variant, cpu: number): Promise<Breakdown> {
  const { context, page } = await coldPage(diagnosis, variant, cpu);
  try {
    await diagnosis.browser.startTracing(page, { categories: CATEGORIES });
    await firstShowIn(page, variant, 0, argv.includes('--warm'));
    const trace: { traceEvents: TraceEvent[] } = JSON.parse(
      (await diagnosis.browser.stopTracing()).toString('utf8'),
    );
    return breakdownOf(trace.traceEvents, argv.includes('--by-name'));
  } finally {
    await context.close();
  }
}

function printMedians(name: string, runs: readonly Breakdown[]): void {
  const say = (text: string) => process.stdout.write(`${text}\n`);
  const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.mainThread)))];
  const rows = kinds
    .map((kind) => ({ kind, ms: median(runs.map((run) => run.mainThread[kind] ?? 0)) }))
    .filter((row) => row.ms >= 0.1)
    .sort((a, b) => b.ms - a.ms);
  say(`\n${name}: medians of ${runs.length} ${argv.includes('--warm') ? 'warm' : 'cold'} runs`);
  say(
    `  ${'show() → painted'.padEnd(40)}${median(runs.map((run) => run.totalMs))
      .toFixed(1)
      .padStart(7)} ms`,
  );
  for (const row of rows) say(`  main thread: ${row.kind.padEnd(27)}${row.ms.toFixed(1).padStart(7)} ms`);
  say(
    `  ${'background threads: parse + compile'.padEnd(40)}${median(runs.map((r) => r.backgroundMs))
      .toFixed(1)
      .padStart(7)} ms`,
  );
  if (argv.includes('--compiles'))
    say(
      `  ${'functions compiled lazily on main'.padEnd(40)}${String(median(runs.map((r) => r.lazyCompiles))).padStart(7)}`,
    );
}

async function main(): Promise<void> {
  const runs = numberArg(argv, '--runs', 7);
  const cpu = numberArg(argv, '--cpu', 1);
  const diagnosis = await openDiagnosis();
  try {
    const { holdfast, floor, weightedFloor } = diagnosis.variants;
    const all = [holdfast, floor, weightedFloor];
    for (const variant of all) await tracedRun(diagnosis, variant, cpu);
    const results = all.map(() => [] as Breakdown[]);
    for (let run = 0; run < runs; run += 1)
      for (const [index, variant] of all.entries())
        results[index]?.push(await tracedRun(diagnosis, variant, cpu));
    process.stdout.write(`CPU slowdown ${cpu}×, tracing on\n`);
    for (const [index, variant] of all.entries()) printMedians(variant.name, results[index] ?? []);
  } finally {
    await diagnosis.close();
  }
}

await main();
