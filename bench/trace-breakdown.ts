/**
 * Reads a Chrome trace of one first show (bench/trace.ts): the window between the in-page marks
 * `holdfast-bench:show` and `holdfast-bench:painted`, the page's main thread's self time in it by kind
 * of work, and the background threads' script parsing and compiling in it.
 */

/** The fields of a trace event this reads (Chrome's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string };
}

/** What one first show spent, in milliseconds. */
export interface Breakdown {
  totalMs: number;
  /** Self time by kind of work; `idle` is the window less every task that ran in it. */
  mainThread: Record<string, number>;
  /** Script parsing and compiling on other threads of the page's process. */
  backgroundMs: number;
  /** Functions compiled on first call on the main thread. */
  lazyCompiles: number;
}

const START_MARK = 'holdfast-bench:show';
const END_MARK = 'holdfast-bench:painted';

/** The kind of work an event's own time counts as. */
export function kindOf(name: string): string {
  if (/GC|gc|Scavenge|MarkCompact|Sweep/.test(name)) return 'garbage collection';
  if (/ParseAuthorStyleSheet|UpdateLayoutTree|RecalculateStyle|UpdateStyle/.test(name)) return 'style';
  if (/^Layout$|PrePaint|UpdateLayer$|LayoutShift|IntersectionObserver/.test(name)) return 'layout';
  if (/Paint|Commit|Layerize|Raster|Composite|UpdateLayerTree/.test(name)) return 'paint';
  if (/[Cc]ompile|[Pp]arse|Deserialize|CacheScript/.test(name)) return 'parse + compile';
  if (
    /FunctionCall|EvaluateScript|evaluateModule|v8\.run|V8\.Execute|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.callFunction|XHR|Fetch|ResourceReceive/.test(
      name,
    )
  )
    return 'script';
  return 'other';
}

function markTime(events: readonly TraceEvent[], name: string): TraceEvent {
  const mark = events.find((event) => event.name === name && event.cat?.includes('blink.user_timing'));
  if (!mark) throw new Error(`no "${name}" mark in the trace`);
  return mark;
}

/** The main thread of the page's renderer: the thread the marks were set on. */
function mainThreadOf(events: readonly TraceEvent[], mark: TraceEvent): { pid: number; tid: number } {
  const named = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === mark.pid &&
      event.args?.name === 'CrRendererMain',
  );
  return { pid: mark.pid, tid: named?.tid ?? mark.tid };
}

/** Self time per kind for complete events, nested by time (an event inside another is its child). */
function selfTimes(
  events: readonly TraceEvent[],
  from: number,
  to: number,
  byName = false,
): { kinds: Record<string, number>; busy: number } {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds: Record<string, number> = {};
  const stack: { end: number; kind: string; childTime: number; dur: number }[] = [];
  let busy = 0;
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      kinds[done.kind] = (kinds[done.kind] ?? 0) + Math.max(0, done.dur - done.childTime);
    }
  };
  for (const event of sorted) {
    const start = Math.max(event.ts, from);
    const end = Math.min(event.ts + (event.dur ?? 0), to);
    if (end <= start) continue;
    close(start);
    const dur = end - start;
    const parent = stack.at(-1);
    if (parent) parent.childTime += dur;
    else busy += dur;
    stack.push({ end, kind: byName ? event.name : kindOf(event.name), childTime: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  return { kinds, busy };
}

/** The breakdown of one traced first show. */
export function breakdownOf(events: readonly TraceEvent[], byName = false): Breakdown {
  const start = markTime(events, START_MARK);
  const end = markTime(events, END_MARK);
  const main = mainThreadOf(events, start);
  const complete = events.filter((event) => event.ph === 'X' && event.pid === main.pid);
  const onMain = complete.filter((event) => event.tid === main.tid);
  const { kinds, busy } = selfTimes(onMain, start.ts, end.ts, byName);
  const window = end.ts - start.ts;
  // selfTimes keeps only what falls between the marks.
  const background = complete.filter(
    (event) => event.tid !== main.tid && kindOf(event.name) === 'parse + compile',
  );
  const threads = [...new Set(background.map((event) => event.tid))];
  const backgroundTime = threads.reduce(
    (sum, tid) =>
      sum +
      selfTimes(
        background.filter((event) => event.tid === tid),
        start.ts,
        end.ts,
      ).busy,
    0,
  );
  const lazyCompiles = onMain.filter(
    (event) => event.name === 'V8.CompileCode' && event.ts >= start.ts && event.ts <= end.ts,
  ).length;
  const ms: Record<string, number> = { idle: (window - busy) / 1000 };
  for (const [kind, micros] of Object.entries(kinds)) ms[kind] = micros / 1000;
  return { totalMs: window / 1000, mainThread: ms, backgroundMs: backgroundTime / 1000, lazyCompiles };
}
