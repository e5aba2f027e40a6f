import { useEffect, useState } from 'react';
import type { LoadOnce } from '../domain/load-once.ts';

/**
 * A chunk's module for a view that renders part of itself from it (confetti, the card form): null until the
 * chunk has arrived, then the module, on this render and every later mount. Our own rather than React.lazy
 * with Suspense: in the script tag those keep preact/compat's suspense machinery in the main chunk (~0.65 KB
 * gzip that no first step runs; docs/performance.md), though only lazy views use them. The fetch starts with
 * the first mount; `chunk` decides what a failed fetch becomes (the card form turns it into a view).
 */
export function useChunk<T>(chunk: LoadOnce<T>): T | null {
  const [module, setModule] = useState<T | null>(() => chunk.loaded());
  useEffect(() => {
    if (module) return;
    let live = true;
    chunk.load().then(
      (arrived) => {
        if (live) setModule(arrived);
      },
      (error: unknown) => console.error('[holdfast] a view could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [chunk, module]);
  return module;
}
