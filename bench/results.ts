/** The shape of bench/results.json: every figure of a run, and the verdicts drawn from them. */
import type { FlowFetches, Verdict } from './budgets.ts';
import type { ChunkRole } from './chunk-roles.ts';
import type { NpmEntrySizes } from './npm-entry.ts';
import type { Bytes } from './sizes.ts';
import type { Summary } from './stats.ts';

/** One emitted file of the embed. */
export interface ChunkSizes extends Bytes {
  file: string;
  role: ChunkRole;
  /** Our own code in the chunk (everything outside node_modules), gzip on its own. */
  ownGzip: number;
}

/** A module (or folder) of the main chunk: minified bytes, and gzip of its text on its own. */
export interface ModuleSize {
  module: string;
  bytes: number;
  gzip: number;
}

export interface BenchResults {
  generatedAt: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    os: string;
    node: string;
    chromium: string;
    /** 1-minute load average when the run started and ended: how busy the machine was. */
    loadAverage: { start: number; end: number };
  };
  method: {
    coldRuns: number;
    warmRuns: number;
    cpuSlowdowns: number[];
    heapCycles: number;
    /** How the gzip figures were written: as the build ships them (scripts/precompress.ts). */
    gzip: string;
    brotliQuality: number;
  };
  bytes: {
    loader: Bytes;
    /** holdfast-early.js, imported by the loader at show() (issue 22 item 1). */
    early: Bytes;
    core: Bytes;
    main: Bytes;
    /** Loader + early script + core + main: everything downloaded before the first step (CSS is inside main). */
    firstStep: Bytes;
    /** The same files compressed by zlib's level 9 on the fly: what a server ignoring the shipped .gz sends. */
    firstStepLevel9: Bytes;
    /**
     * The budget's figure: every embed file Chromium (which has the HTML Sanitizer API) started fetching
     * before the first step, description markup included, was painted; and which files they were.
     */
    firstStepFetched: Bytes & { files: string[] };
    /** The same first step in a browser without the Sanitizer API: also DOMPurify, fetched with the answer. */
    firstStepWithoutSanitizerApi: Bytes;
    /** The CSS text inside the main chunk, compressed on its own. */
    cssInMain: Bytes;
    chunks: ChunkSizes[];
    npm: NpmEntrySizes;
  };
  /** The main chunk by folder and by module, biggest first. */
  coreBreakdown: { groups: ModuleSize[]; modules: ModuleSize[] };
  times: {
    firstStep: { cpu1: Summary; cpu4: Summary };
    floor: { cpu1: Summary; cpu4: Summary };
    /** The headline: our median time to first step over the floor's. */
    ratio: { cpu1: number; cpu4: number };
    /** The floor carrying our main chunk's code, unrun (bench/floor/weighted-floor.ts). */
    weightedFloor: { cpu1: Summary; cpu4: Summary };
    /** The weighted floor's median over the floor's: what our first-step bytes cost by being loaded. */
    bytesAloneRatio: { cpu1: number; cpu4: number };
    /** Our median over the weighted floor's: what our code does once loaded (× bytesAloneRatio = ratio). */
    ownWorkRatio: { cpu1: number; cpu4: number };
    blocking: { cpu1: Summary; cpu4: Summary };
    next: Summary;
    /** Warm runs (show after the idle preload brought the core): ours, the floor's, ours ÷ floor. */
    warm: {
      firstStep: { cpu1: Summary; cpu4: Summary };
      floor: { cpu1: Summary; cpu4: Summary };
      ratio: { cpu1: number; cpu4: number };
      /** The same with init option `prefetch` (the answer asked for at init): ours, ours ÷ the floor. */
      prefetch: { firstStep: { cpu1: Summary; cpu4: Summary }; ratio: { cpu1: number; cpu4: number } };
    };
  };
  heap: { afterOneBytes: Summary; afterManyBytes: Summary; growthBytes: Summary };
  fetches: FlowFetches[];
  budgets: Verdict[];
  goals: Verdict[];
  durationSeconds: number;
}
