/**
 * React props → host options for the imperative operations. Hosts write callbacks inline, so each render
 * brings new function identities; the operations receive stable wrappers that call the latest prop
 * instead, and a key that changes only when a data option changes or a callback appears or goes (its
 * presence matters: a `handle*` callback replaces the built-in call).
 */
import { useRef } from 'react';

/** The options as the component passes them on: data as given, functions as stable wrappers. */
export type HostOptions = Record<string, unknown>;

const elementIds = new WeakMap<object, number>();
let nextElementId = 1;

/** A key for one value: JSON for data, a marker for functions, an identity for DOM nodes. */
function keyOf(value: unknown): unknown {
  if (typeof value === 'function') return '[callback]';
  if (typeof Node !== 'undefined' && value instanceof Node) {
    let id = elementIds.get(value);
    if (id === undefined) {
      id = nextElementId++;
      elementIds.set(value, id);
    }
    return `[node ${id}]`;
  }
  return value;
}

/** A key that changes only when the data changes or a callback is added or removed. */
export function optionsKey(props: HostOptions): string {
  const names = Object.keys(props)
    .filter((name) => props[name] !== undefined)
    .sort();
  return JSON.stringify(names.map((name) => [name, keyOf(props[name])]));
}

/**
 * Keeps the latest props and builds options whose functions forward to them, so the imperative
 * operations can hold on to the callbacks across renders.
 */
export function useHostOptions(props: HostOptions): { key: string; build: () => HostOptions } {
  const latest = useRef(props);
  latest.current = props;
  const build = useRef(() => {
    const options: HostOptions = {};
    for (const [name, value] of Object.entries(latest.current)) {
      if (value === undefined) continue;
      options[name] =
        typeof value === 'function'
          ? (...args: unknown[]): unknown => {
              const current = latest.current[name];
              return typeof current === 'function' ? Reflect.apply(current, undefined, args) : undefined;
            }
          : value;
    }
    return options;
  });
  return { key: optionsKey(props), build: build.current };
}

/**
 * Runs the component's operations one after another, so a quick open/close/open reaches the widget in
 * the order the host asked for. A failed step is logged and the queue goes on.
 */
export function useSerialQueue(): (step: () => Promise<unknown>) => void {
  const tail = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useRef((step: () => Promise<unknown>) => {
    tail.current = tail.current.then(step).catch((error: unknown) => {
      console.error('[holdfast] a component operation failed', error);
    });
  });
  return enqueue.current;
}

/**
 * Runs `stop` when the component really unmounts. React's StrictMode unmounts and remounts every
 * component once in development; stopping then would close the widget the host just opened (and call
 * its onClose), so the stop waits a task and a remount cancels it.
 *
 * @returns `scheduleStop` for the unmount cleanup; `cancelPendingStop` for the (re)mount, which says
 *   whether a stop was pending (the component was remounted rather than mounted).
 */
export function useDeferredStop(stop: () => void): {
  cancelPendingStop: () => boolean;
  scheduleStop: () => void;
} {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestStop = useRef(stop);
  latestStop.current = stop;
  const handles = useRef({
    cancelPendingStop: () => {
      if (pending.current === null) return false;
      clearTimeout(pending.current);
      pending.current = null;
      return true;
    },
    scheduleStop: () => {
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = null;
        latestStop.current();
      }, 0);
    },
  });
  return handles.current;
}
