import { describe, expect, it } from 'vitest';
import { breakdownOf, kindOf, type TraceEvent } from './trace-breakdown.ts';

const MAIN = { pid: 1, tid: 10 };
const complete = (name: string, ts: number, dur: number, tid = MAIN.tid): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: MAIN.pid,
  tid,
});
const mark = (name: string, ts: number): TraceEvent => ({
  name,
  ph: 'R',
  ts,
  ...MAIN,
  cat: 'blink.user_timing',
});

/** A first show from 1 ms to 11 ms (trace times are µs). */
const TRACE: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  mark('holdfast-bench:show', 1000),
  complete('RunTask', 2000, 4000),
  complete('FunctionCall', 2500, 2000),
  complete('V8.CompileCode', 3000, 500),
  complete('Layout', 7000, 1000),
  mark('holdfast-bench:painted', 11000),
  complete('RunTask', 20000, 5000),
  // Another thread's parse, which began before show(): only its part in the window counts.
  complete('v8.parseOnBackground', 500, 3000, 20),
];

describe('a traced first show, split by kind of work', () => {
  it('names the kinds of the trace events that matter', () => {
    expect(kindOf('V8.CompileCode')).toBe('parse + compile');
    expect(kindOf('v8.parseOnBackground')).toBe('parse + compile');
    expect(kindOf('FunctionCall')).toBe('script');
    expect(kindOf('UpdateLayoutTree')).toBe('style');
    expect(kindOf('Layout')).toBe('layout');
    expect(kindOf('PrePaint')).toBe('layout');
    expect(kindOf('Paint')).toBe('paint');
    expect(kindOf('MinorGC')).toBe('garbage collection');
    expect(kindOf('RunTask')).toBe('other');
  });

  it('counts each event’s own time, inside the marks only, and the rest of the window as idle', () => {
    const breakdown = breakdownOf(TRACE);
    expect(breakdown.totalMs).toBe(10);
    expect(breakdown.mainThread).toEqual({
      idle: 5,
      other: 2,
      script: 1.5,
      'parse + compile': 0.5,
      layout: 1,
    });
    expect(breakdown.backgroundMs).toBe(2.5);
    expect(breakdown.lazyCompiles).toBe(1);
  });

  it('by name, each event keeps its own name', () => {
    expect(breakdownOf(TRACE, true).mainThread).toMatchObject({ RunTask: 2, FunctionCall: 1.5 });
  });

  it('says which mark is missing', () => {
    expect(() => breakdownOf(TRACE.filter((event) => event.name !== 'holdfast-bench:painted'))).toThrow(
      'no "holdfast-bench:painted" mark',
    );
  });
});
