import { useSyncExternalStore } from 'react';
import { getVersion, subscribe } from 'valtio/vanilla';

/**
 * Re-renders on any change of a wall's store and returns the store itself (the walls are small; see
 * use-flow.ts for why whole-store subscriptions suit the widget). Synchronous, like the flow's hook.
 */
export function useWallStore<T extends object>(store: T): T {
  useSyncExternalStore(
    (onChange) => subscribe(store, onChange, true),
    () => getVersion(store),
  );
  return store;
}
