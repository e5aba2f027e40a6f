import { useEffect, useRef } from 'react';
import { type HostOptions, useDeferredStop, useHostOptions, useSerialQueue } from './host-options.ts';

/**
 * Shows an experience while the component is mounted: `start(options)` on mount and whenever a data
 * option changes or a callback appears or goes, `stop()` on unmount.
 */
export function useExperience(
  props: HostOptions,
  start: (options: HostOptions) => Promise<unknown>,
  stop: () => Promise<unknown>,
): void {
  const { key, build } = useHostOptions(props);
  const enqueue = useSerialQueue();
  const startedKey = useRef<string | null>(null);
  const { cancelPendingStop, scheduleStop } = useDeferredStop(() => {
    startedKey.current = null;
    enqueue(stop);
  });

  // start and stop are the component's fixed operations; the key stands for everything else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const remounted = cancelPendingStop();
    // StrictMode's remount with the same options: the experience is already showing.
    if (!(remounted && startedKey.current === key)) {
      startedKey.current = key;
      enqueue(() => start(build()));
    }
    return scheduleStop;
  }, [key, build, enqueue, cancelPendingStop, scheduleStop]);
}
