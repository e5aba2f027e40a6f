import { useSyncExternalStore } from 'react';
import { getVersion, subscribe } from 'valtio/vanilla';
import { type ManagedFlowStore, managedFlow } from '../../state/managed-flow/store.ts';

/**
 * Re-renders on any change of the managed flow's store and returns the store (as `useFlow` does for the
 * cancel flow): the store is small, and reading it directly keeps the container simple.
 */
export function useManagedFlow(): ManagedFlowStore {
  useSyncExternalStore(
    (onChange) => subscribe(managedFlow, onChange, true),
    () => getVersion(managedFlow),
  );
  return managedFlow;
}
