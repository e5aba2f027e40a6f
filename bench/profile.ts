/**
 * `npm run bench:profile [-- --runs N] [-- --cpu 4] [-- --functions] [-- --timeline] [-- --top N] [-- --warm]`:
 * which of our code the first show runs (`--warm`: a show after the idle preload, profiled from `show()`). Builds like the bench, takes V8 CPU profiles (sampled every 50 µs) of
 * N cold first shows of the widget, from `show()` to the first step's paint, and prints the medians of
 * self time by source module (through the chunks' source maps; `--functions` by function) beside V8's
 * own kinds ((program), (garbage collector), (idle): waiting for files or their parse). `--timeline`
 * also prints each run as stretches named by the outermost frames of our code. The profiler slows the
 * page: compare profiles with each other, not with the bench.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { firstShowIn, warmHalves } from './browser/runs.ts';
import { coldPage, type Diagnosis, numberArg, openDiagnosis } from './diagnose.ts';
import { median } from './stats.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const argv = process.argv.slice(2);
const say = (text: string) => process.stdout.write(`${text}\n`);

/** Where a profile node's code came from: a source module (or function), a V8 pseudo-frame, or a file. */
function placeOf(node: ProfileNode, maps: ReadonlyMap<string, TraceMap>, byFunction: boolean): string {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  const file = url.slice(url.lastIndexOf('/') + 1);
  const map = maps.get(file);
  if (!map) return byFunction ? `${file} ${functionName}` : file;
  const found = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = (found.source ?? '(unmapped)').replace(/^.*?(node_modules|renderer)\//, '$1/');
  return byFunction ? `${source}:${found.line} ${found.name ?? functionName}` : source;
}

/** Prints stretches of samples whose outermost frames of our code (`renderer/…`) are the same. */
function printTimeline(profile: Profile, place: (node: ProfileNode) => string): void {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = 0;
  let label = '';
  let since = 0;
  const flush = () => {
    if (time - since >= 0.3)
      say(`${since.toFixed(1).padStart(8)} ${(time - since).toFixed(1).padStart(6)} ms  ${label}`);
  };
  profile.samples.forEach((id, index) => {
    time += (profile.timeDeltas[index] ?? 0) / 1000;
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node) stack.unshift(place(node));
    }
    const ours = stack.filter((frame) => frame.startsWith('renderer/')).slice(0, 3);
    const next = ours.length > 0 ? ours.join(' > ') : (stack.at(-1) ?? '');
    if (next === label) return;
    flush();
    label = next;
    since = time;
  });
  flush();
}

async function profiledRun(diagnosis: Diagnosis, cpu: number, place: (node: ProfileNode) => string) {
  const variant = diagnosis.variants.holdfast;
  const { context, page, cdp } = await coldPage(diagnosis, variant, cpu);
  try {
    const warm = argv.includes('--warm') ? warmHalves(page, variant) : null;
    await warm?.warmUp();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await (warm ? warm.showNow() : firstShowIn(page, variant, 0));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    if (argv.includes('--timeline')) printTimeline(profile, place);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self: Record<string, number> = {};
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      if (!node) return;
      const key = place(node);
      self[key] = (self[key] ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000;
    });
    return self;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const runs = numberArg(argv, '--runs', 7);
  const cpu = numberArg(argv, '--cpu', 1);
  const top = numberArg(argv, '--top', 40);
  const diagnosis = await openDiagnosis();
  try {
    const maps = new Map<string, TraceMap>();
    for (const chunk of diagnosis.built.chunks)
      if (chunk.map)
        maps.set(chunk.file, new TraceMap({ version: 3, names: [], ...chunk.map, file: chunk.file }));
    const byFunction = argv.includes('--functions');
    const place = (node: ProfileNode) => placeOf(node, maps, byFunction);
    await profiledRun(diagnosis, cpu, place);
    const results: Record<string, number>[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await profiledRun(diagnosis, cpu, place));
    const keys = [...new Set(results.flatMap((result) => Object.keys(result)))];
    const rows = keys
      .map((key) => ({ key, ms: median(results.map((result) => result[key] ?? 0)) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
    say(
      `self time from show() to the first step's paint, medians of ${runs} ${argv.includes('--warm') ? 'warm' : 'cold'} runs (CPU ${cpu}×, profiler on)`,
    );
    for (const row of rows) say(`${row.ms.toFixed(1).padStart(8)} ms  ${row.key}`);
  } finally {
    await diagnosis.close();
  }
}

await main();
