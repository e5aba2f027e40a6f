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

/** Before the first answer for a key (and while a new key's first answer is awaited). */
const LOADING = { state: 'loading' } as const;

/**
 * Runs `load` whenever `key` or `revision` changes; an answer that arrives after a newer request started is
 * dropped, and an answer is only ever returned for the key it was loaded for — from the first render with a new
 * key the page is 'loading', never the previous key's value (which would, for one render, pair one session's
 * detail with the next session's id: the session page then asked for a recording the new session does not
 * have). A new `revision` asks again about the same thing (a flow's history after an act on it): the last
 * answer stays up until the new one replaces it, so what shows it is not unmounted meanwhile (a comparison the
 * author opened stays open); a failed reload is shown. With `refreshMs`, it asks again that long after each
 * answer while the page is visible, replacing what is shown without going back to 'loading' (no flicker); a
 * refresh that fails leaves the last answer up, and the next one tries again.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  key: string,
  refreshMs?: number,
  revision = 0,
): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: LOADING });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `revision` name everything `load` reads.
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
          setLoaded({ key, loaded: { state: 'ready', value, at: new Date() } });
          again();
        },
        (error: unknown) => {
          if (!current) return;
          if (first) setLoaded({ key, loaded: { state: 'failed', message: messageOf(error) } });
          again();
        },
      );
    setLoaded((shown) => (shown.key === key ? shown : { key, loaded: LOADING }));
    void run(true);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, refreshMs, revision]);
  return loaded.key === key ? loaded.loaded : LOADING;
}
