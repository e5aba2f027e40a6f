/**
 * `npm run bench [-- --check] [-- --runs N]`: builds the script-tag embed and the floor, measures their
 * bytes and, in headless Chromium, their times, prints a table and writes bench/results.json. With
 * `--check` it exits 1 when a budget is exceeded (bytes, lazy code in the main chunk, a chunk fetched by
 * a flow that does not use it); times and heap are goals, reported only. `--bytes-only` prints the
 * byte figures and stops (a quick look while cutting bytes). docs/performance.md explains the method.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_GZIP } from '../scripts/precompress.ts';
import { EMBED_FILES, ROOT } from '../vite.config.ts';
import { CPU_SLOWDOWN, HEAP_CYCLES, measureInBrowser, warmRunsFor } from './browser/measure.ts';
import type { ColdRun } from './browser/runs.ts';
import { EMBED_PREFIX } from './browser/site.ts';
import {
  BYTE_BUDGETS,
  byteVerdict,
  type FlowFetches,
  fetchVerdict,
  GOALS,
  goalVerdict,
  mainChunkVerdict,
  type Verdict,
} from './budgets.ts';
import { type BenchBuild, buildForBench } from './build-bench.ts';
import { staticClosure } from './bundle-graph.ts';
import { type ChunkRole, catalogRole, roleOf } from './chunk-roles.ts';
import { filesBeforeFirstStep } from './first-step-bytes.ts';
import { measureBytes, shippedFileBytes } from './measure-bytes.ts';
import { measureNpmEntry } from './npm-entry.ts';
import { formatReport } from './report.ts';
import type { BenchResults } from './results.ts';
import { sumBytes } from './sizes.ts';
import { timeFigures } from './time-figures.ts';

/** The minimum; fewer only with an explicit --runs (a quick local look). */
const DEFAULT_RUNS = 15;
export const RESULTS_FILE = join(ROOT, 'bench', 'results.json');

interface Args {
  check: boolean;
  runs: number;
  /** A quick look while cutting bytes: the byte tables only, no browser, no results.json. */
  bytesOnly: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs');
  return { check: argv.includes('--check'), runs, bytesOnly: argv.includes('--bytes-only') };
}

const say = (text: string) => process.stdout.write(`${text}\n`);

/** The roles of the files a run fetched from the embed's folder. */
function fetchedRoles(run: ColdRun, built: BenchBuild, beforeFirstStep: boolean): ChunkRole[] {
  const roles: ChunkRole[] = [];
  for (const fetched of run.fetched) {
    if (!fetched.path.startsWith(EMBED_PREFIX)) continue;
    if (beforeFirstStep && !fetched.beforeFirstStep) continue;
    const file = fetched.path.slice(EMBED_PREFIX.length);
    const chunk = built.chunks.find((candidate) => candidate.file === file);
    const named = file === EMBED_FILES.loader ? 'loader' : file === EMBED_FILES.early ? 'early' : undefined;
    roles.push(named ?? (chunk ? roleOf(chunk, built.chunks) : 'shared'));
  }
  return [...new Set(roles)];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const loadStart = loadavg()[0] ?? 0;
  say('• building the embed and the floor …');
  const built = await buildForBench();
  say('• measuring bytes …');
  const fileBytes = shippedFileBytes(built.embedDir);
  const bytes = await measureBytes(built, fileBytes);
  if (args.bytesOnly) {
    for (const group of bytes.breakdown.groups)
      say(`  ${group.module.padEnd(50)}${group.bytes} B  ${group.gzip} B gzip alone`);
    for (const module of bytes.breakdown.modules) say(`    ${module.module.padEnd(60)}${module.bytes} B`);
    for (const chunk of bytes.chunks)
      say(`  ${chunk.role.padEnd(14)} ${chunk.file.padEnd(44)} ${chunk.gzip} B gzip`);
    say(
      `early script: ${bytes.early.gzip} B gzip of ${BYTE_BUDGETS.earlyGzip}; first step (loader + early + core + main): ${bytes.firstStep.gzip} B gzip of ${BYTE_BUDGETS.firstStepGzip} (${bytes.firstStepLevel9.gzip} B by zlib's level 9); without the Sanitizer API (+ DOMPurify): ${bytes.firstStepWithoutSanitizerApi.gzip} B; lazy-only code in main: ${bytes.lazyOnlyInMain.join(', ') || 'none'}`,
    );
    // A quick look must fail as the full bench would: what the first step fetches is loader + early + core + main
    // wherever the bench's browser run finds nothing else fetched before it (its fetch check).
    const verdicts = [
      byteVerdict('loader, gzip', BYTE_BUDGETS.loaderGzip, bytes.loader.gzip),
      byteVerdict('early script, gzip', BYTE_BUDGETS.earlyGzip, bytes.early.gzip),
      byteVerdict(
        'loader + early + core + main (first step), gzip',
        BYTE_BUDGETS.firstStepGzip,
        bytes.firstStep.gzip,
      ),
      mainChunkVerdict(bytes.lazyOnlyInMain),
    ];
    const over = verdicts.filter((verdict) => !verdict.ok);
    if (args.check && over.length > 0) {
      say(`\n✗ ${over.length} budget(s) exceeded: ${over.map((verdict) => verdict.name).join('; ')}`);
      process.exitCode = 1;
    }
    return;
  }
  const npm = await measureNpmEntry();
  say(`• ${args.runs} cold runs in headless Chromium …`);
  const browser = await measureInBrowser(built, args.runs);

  const { times, heap } = timeFigures(browser);

  const offersChunks = built.chunks.filter((chunk) => roleOf(chunk, built.chunks) === 'offers');
  const usedLater: ChunkRole[] = [
    ...new Set(
      offersChunks.flatMap((chunk) =>
        staticClosure(built.chunks, chunk.file).map((file) => {
          const found = built.chunks.find((candidate) => candidate.file === file);
          return found ? roleOf(found, built.chunks) : 'shared';
        }),
      ),
    ),
  ];
  const firstStepRoles: ChunkRole[] = ['loader', 'early', 'core', 'main'];
  // The delivery queue (events, session results) is fetched once the first step is painted.
  const laterOnly = [...usedLater, 'reporting' as const].filter((role) => !firstStepRoles.includes(role));
  const cancelFlowRuns = [...browser.ours, ...browser.oursSlow];
  const englishFetches: FlowFetches = {
    flow: 'cancel flow (en)',
    beforeFirstStep: [...new Set(cancelFlowRuns.flatMap((run) => fetchedRoles(run, built, true)))],
    all: [...new Set(cancelFlowRuns.flatMap((run) => fetchedRoles(run, built, false)))],
  };
  const germanFetches: FlowFetches = {
    flow: 'cancel flow (de)',
    beforeFirstStep: fetchedRoles(browser.german, built, true),
    all: fetchedRoles(browser.german, built, false),
  };
  const german = catalogRole('de');
  const chunkGzip = (role: ChunkRole, own = false) => {
    const found = bytes.chunks.filter((chunk) => chunk.role === role);
    return found.length === 0
      ? null
      : found.reduce((sum, chunk) => sum + (own ? chunk.ownGzip : chunk.gzip), 0);
  };
  // What the browser fetched before the first step was fully painted, markup included (first-step-bytes.ts).
  const earlyFiles = filesBeforeFirstStep(cancelFlowRuns, EMBED_PREFIX);
  const firstStepFetched = sumBytes(await Promise.all(earlyFiles.map(fileBytes)));
  const budgets: Verdict[] = [
    byteVerdict('loader, gzip', BYTE_BUDGETS.loaderGzip, bytes.loader.gzip),
    byteVerdict('early script, gzip', BYTE_BUDGETS.earlyGzip, bytes.early.gzip),
    byteVerdict(
      'fetched before the first step is fully painted (markup, Sanitizer API), gzip',
      BYTE_BUDGETS.firstStepGzip,
      firstStepFetched.gzip,
    ),
    byteVerdict('recording chunk, gzip', BYTE_BUDGETS.recordingGzip, chunkGzip('recording')),
    byteVerdict(
      'card-form chunk, our own code, gzip',
      BYTE_BUDGETS.cardFormOwnGzip,
      chunkGzip('card-form', true),
    ),
    byteVerdict('confetti chunk, gzip', BYTE_BUDGETS.confettiGzip, chunkGzip('confetti')),
    mainChunkVerdict(bytes.lazyOnlyInMain),
    // Chromium sanitises with its Sanitizer API: DOMPurify (the sanitizer chunk) is never fetched.
    fetchVerdict(englishFetches, firstStepRoles, laterOnly),
    fetchVerdict(germanFetches, german ? [...firstStepRoles, german] : firstStepRoles, laterOnly),
  ];
  const goals: Verdict[] = [
    goalVerdict(
      'cold: time to first step ÷ floor (no throttle)',
      GOALS.coldVsFloor.cpu1,
      times.ratio.cpu1,
      '×',
    ),
    goalVerdict('cold: time to first step ÷ floor (4× CPU)', GOALS.coldVsFloor.cpu4, times.ratio.cpu4, '×'),
    goalVerdict(
      'warm: time to first step ÷ floor (no throttle)',
      GOALS.warmVsFloor.cpu1,
      times.warm.ratio.cpu1,
      '×',
    ),
    goalVerdict(
      'warm: time to first step ÷ floor (4× CPU)',
      GOALS.warmVsFloor.cpu4,
      times.warm.ratio.cpu4,
      '×',
    ),
    goalVerdict(
      `heap growth over ${HEAP_CYCLES} show/hide cycles`,
      GOALS.heapGrowthBytes / 1024,
      heap.growthBytes.median / 1024,
      ' KB',
    ),
  ];

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      os: `${platform()} ${release()}`,
      node: process.version,
      chromium: browser.chromium,
      loadAverage: { start: Number(loadStart.toFixed(2)), end: Number((loadavg()[0] ?? 0).toFixed(2)) },
    },
    method: {
      coldRuns: args.runs,
      warmRuns: warmRunsFor(args.runs),
      cpuSlowdowns: [1, CPU_SLOWDOWN],
      heapCycles: HEAP_CYCLES,
      gzip: SHIPPED_GZIP,
      brotliQuality: 11,
    },
    bytes: {
      loader: bytes.loader,
      early: bytes.early,
      core: bytes.core,
      main: bytes.main,
      firstStep: bytes.firstStep,
      firstStepLevel9: bytes.firstStepLevel9,
      firstStepFetched: { ...firstStepFetched, files: earlyFiles },
      firstStepWithoutSanitizerApi: bytes.firstStepWithoutSanitizerApi,
      cssInMain: bytes.cssInMain,
      chunks: bytes.chunks,
      npm,
    },
    coreBreakdown: bytes.breakdown,
    times,
    heap,
    fetches: [englishFetches, germanFetches],
    budgets,
    goals,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  say('');
  for (const line of formatReport(results)) say(line);
  const failed = budgets.filter((verdict) => !verdict.ok);
  if (args.check && failed.length > 0) {
    say(`\n✗ ${failed.length} budget(s) exceeded: ${failed.map((verdict) => verdict.name).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
