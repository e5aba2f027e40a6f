import { useSyncExternalStore } from 'react';
import { getVersion, subscribe } from 'valtio/vanilla';
import { type FlowStore, flow } from '../../state/flow/store.ts';

/**
 * Re-renders on any change of the flow store and returns the store itself. The containers derive most of
 * what they show through pure rules that read many fields (navigation, visibility, validation), so
 * valtio's per-property tracking would miss changes those rules depend on; the widget is small enough
 * that re-rendering it on every store change costs nothing noticeable.
 */
export function useFlow(): FlowStore {
  useSyncExternalStore(
    // In sync: controlled text inputs must see their new value in the same event, or React resets them.
    (onChange) => subscribe(flow, onChange, true),
    () => getVersion(flow),
  );
  return flow;
}
