import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T; at: Date }
  | { state: 'failed'; message: string };

/** How often a live page (the results) asks again while it is in view: a new session shows within seconds. */
export const LIVE_REFRESH_MS = 5_000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `load` whenever `key` changes; an answer that arrives after a newer request started is dropped. With
 * `refreshMs`, it asks again that long after each answer while the page is visible, replacing what is shown
 * without going back to 'loading' (no flicker); a refresh that fails leaves the last answer up, and the next
 * one tries again.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string, refreshMs?: number): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads.
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      if (!refreshMs || !current) return;
      timer = setTimeout(() => {
        if (document.visibilityState === 'hidden') again();
        else run(false);
      }, refreshMs);
    };
    const run = (first: boolean) =>
      load().then(
        (value) => {
          if (!current) return;
          setLoaded({ state: 'ready', value, at: new Date() });
          again();
        },
        (error: unknown) => {
          if (!current) return;
          if (first) setLoaded({ state: 'failed', message: messageOf(error) });
          again();
        },
      );
    setLoaded({ state: 'loading' });
    void run(true);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, refreshMs]);
  return loaded;
}
