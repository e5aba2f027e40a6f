/** Prints a bench run as plain-text tables. */
import type { BenchResults } from './results.ts';
import type { Bytes } from './sizes.ts';
import { kb } from './sizes.ts';

const pad = (text: string, width: number) => text.padEnd(width);
const num = (text: string, width: number) => text.padStart(width);

function bytesRow(label: string, bytes: Bytes): string {
  return `  ${pad(label, 50)}${num(kb(bytes.raw), 8)}${num(kb(bytes.gzip), 8)}${num(kb(bytes.brotli), 8)}`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The report as lines of text. */
export function formatReport(results: BenchResults, topModules = 25): string[] {
  const { bytes, times, heap, machine } = results;
  const lines: string[] = [];
  lines.push(
    `Holdfast bench — ${results.generatedAt}`,
    `${machine.cpu} × ${machine.cores}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}`,
    `load average ${machine.loadAverage.start} → ${machine.loadAverage.end} (busy machines give noisy times)`,
    '',
    `Bytes (KB, 1 KB = 1024 B; the shipped .gz and .br)     raw    gzip  brotli`,
    bytesRow('loader (holdfast.js)', bytes.loader),
    bytesRow('early script (holdfast-early.js)', bytes.early),
    bytesRow('core (holdfast-core.js)', bytes.core),
    bytesRow('main chunk (everything the core imports)', bytes.main),
    bytesRow('before the first step: loader + early + core + main', bytes.firstStep),
    bytesRow('  the same by zlib level 9 (a server ignoring .gz)', bytes.firstStepLevel9),
    bytesRow('fetched before the first step was painted', bytes.firstStepFetched),
    bytesRow('  without the Sanitizer API (+ DOMPurify)', bytes.firstStepWithoutSanitizerApi),
    bytesRow('  of which CSS (compressed alone)', bytes.cssInMain),
  );
  for (const chunk of bytes.chunks.filter((c) => !['core', 'main'].includes(c.role))) {
    lines.push(bytesRow(`lazy ${chunk.role} (${chunk.file})`.slice(0, 50), chunk));
  }
  lines.push(
    bytesRow('npm: published entry (deps external, unminified)', bytes.npm.published),
    bytesRow('npm: <CancelFlow> in a host bundle, initial', bytes.npm.inHostBundle.initial),
    bytesRow('npm: <CancelFlow> in a host bundle, lazy parts', bytes.npm.inHostBundle.lazy),
    '',
    `Main chunk by folder (minified KB, gzip alone)`,
  );
  for (const group of results.coreBreakdown.groups) {
    lines.push(`  ${pad(group.module, 50)}${num(kb(group.bytes), 8)}${num(kb(group.gzip), 8)}`);
  }
  lines.push('', `Main chunk: the ${topModules} biggest modules`);
  for (const module of results.coreBreakdown.modules.slice(0, topModules)) {
    lines.push(`  ${pad(module.module, 50)}${num(kb(module.bytes), 8)}${num(kb(module.gzip), 8)}`);
  }
  lines.push(
    '',
    `Times: medians of ${results.method.coldRuns} cold runs${' '.repeat(18)}no throttle      4× CPU`,
    `  ${pad('show() → first step painted', 50)}${num(ms(times.firstStep.cpu1.median), 12)}${num(ms(times.firstStep.cpu4.median), 12)}`,
    `  ${pad('floor: show() → bare modal painted', 50)}${num(ms(times.floor.cpu1.median), 12)}${num(ms(times.floor.cpu4.median), 12)}`,
    `  ${pad('headline: time to first step ÷ floor', 50)}${num(`${times.ratio.cpu1.toFixed(2)}×`, 12)}${num(`${times.ratio.cpu4.toFixed(2)}×`, 12)}`,
    `  ${pad('weighted floor: floor + our main chunk, unrun', 50)}${num(ms(times.weightedFloor.cpu1.median), 12)}${num(ms(times.weightedFloor.cpu4.median), 12)}`,
    `  ${pad('  ÷ floor: what loading our bytes alone costs', 50)}${num(`${times.bytesAloneRatio.cpu1.toFixed(2)}×`, 12)}${num(`${times.bytesAloneRatio.cpu4.toFixed(2)}×`, 12)}`,
    `  ${pad('ours ÷ weighted floor: what our code then does', 50)}${num(`${times.ownWorkRatio.cpu1.toFixed(2)}×`, 12)}${num(`${times.ownWorkRatio.cpu4.toFixed(2)}×`, 12)}`,
    `  ${pad('total blocking time during show', 50)}${num(ms(times.blocking.cpu1.median), 12)}${num(ms(times.blocking.cpu4.median), 12)}`,
    `  ${pad('Next → next step painted', 50)}${num(ms(times.next.median), 12)}`,
    `Warm: medians of ${results.method.warmRuns} runs, show() after the idle preload`,
    `  ${pad('show() → first step painted', 50)}${num(ms(times.warm.firstStep.cpu1.median), 12)}${num(ms(times.warm.firstStep.cpu4.median), 12)}`,
    `  ${pad('floor: show() → bare modal painted', 50)}${num(ms(times.warm.floor.cpu1.median), 12)}${num(ms(times.warm.floor.cpu4.median), 12)}`,
    `  ${pad('warm: time to first step ÷ floor', 50)}${num(`${times.warm.ratio.cpu1.toFixed(2)}×`, 12)}${num(`${times.warm.ratio.cpu4.toFixed(2)}×`, 12)}`,
    `  ${pad('with init option prefetch: show() → first step', 50)}${num(ms(times.warm.prefetch.firstStep.cpu1.median), 12)}${num(ms(times.warm.prefetch.firstStep.cpu4.median), 12)}`,
    `  ${pad('  ÷ floor', 50)}${num(`${times.warm.prefetch.ratio.cpu1.toFixed(2)}×`, 12)}${num(`${times.warm.prefetch.ratio.cpu4.toFixed(2)}×`, 12)}`,
    `  ${pad(`JS heap after 1 / ${results.method.heapCycles} show-hide cycles`, 50)}${num(kb(heap.afterOneBytes.median), 9)} KB${num(kb(heap.afterManyBytes.median), 9)} KB`,
    `  ${pad('heap growth', 50)}${num(kb(heap.growthBytes.median), 9)} KB`,
    '',
    'Budgets (npm run bench -- --check fails on these)',
  );
  for (const verdict of results.budgets) {
    lines.push(
      `  ${verdict.ok ? '✓' : '✗'} ${pad(verdict.name, 56)} limit ${verdict.limit}; actual ${verdict.actual}`,
    );
  }
  lines.push('', 'Goals (reported, not failed on)');
  for (const verdict of results.goals) {
    lines.push(
      `  ${verdict.ok ? '✓' : '✗'} ${pad(verdict.name, 56)} ${verdict.limit}; actual ${verdict.actual}`,
    );
  }
  lines.push('', `bench/results.json written; ${results.durationSeconds} s`);
  return lines;
}
