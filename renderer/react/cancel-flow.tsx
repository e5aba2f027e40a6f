import { useEffect, useRef } from 'react';
import { holdfastApi, toOperationResult } from '../embed/holdfast-client.ts';
import type { InitOptions } from '../state/init-options.ts';
import { useDeferredStop, useHostOptions, useSerialQueue } from './host-options.ts';

/** Props of {@link CancelFlow}: every init option and callback, plus whether the flow is open. */
export interface CancelFlowProps extends Omit<InitOptions, 'inline' | 'target'> {
  /**
   * Whether the cancel flow is showing. Turning it on starts a new session (init, then show); turning
   * it off closes the flow as the customer would. The customer can close the flow themselves, so keep
   * `open` in state and set it back to false in `onClose`.
   */
  open: boolean;
  /** Render in place, inside this component's element, instead of as a modal over the page. */
  inline?: boolean;
  /** Class of the element an inline flow renders into. */
  className?: string;
}

/**
 * The cancel flow as a React component, over the same operations as `window.holdfast`: it calls `init`
 * with its props, `show` when `open` turns on and `hide` when it turns off or the component unmounts.
 * Options that change while the flow is open take effect at the next open, as with `update`. There is one
 * cancel flow per page: render one `<CancelFlow>` at a time.
 */
export function CancelFlow({ open, inline = false, className, ...options }: CancelFlowProps) {
  const container = useRef<HTMLDivElement>(null);
  const { key, build } = useHostOptions({ ...options });
  const enqueue = useSerialQueue();
  const status = useRef<{ initialisedKey: string | null; shown: boolean }>({
    initialisedKey: null,
    shown: false,
  });
  const initKey = `${key}|inline=${inline}`;

  const hideIfShown = async () => {
    if (!status.current.shown) return;
    status.current.shown = false;
    await holdfastApi.hide();
  };
  const { cancelPendingStop, scheduleStop } = useDeferredStop(() => enqueue(hideIfShown));

  useEffect(() => {
    cancelPendingStop();
    return scheduleStop;
  }, [cancelPendingStop, scheduleStop]);

  // hideIfShown only touches refs; listing it would re-run the effect on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    enqueue(async () => {
      const current = status.current;
      if (open && current.shown) return;
      if (!open) await hideIfShown();
      if (current.initialisedKey !== initKey) {
        const target = inline ? container.current : null;
        const result = toOperationResult(await holdfastApi.init({ ...build(), inline, target }));
        current.initialisedKey = result.ok ? initKey : null;
        if (!result.ok) return;
      }
      if (!open) return;
      current.shown = true;
      await holdfastApi.show();
    });
  }, [open, initKey, inline, build, enqueue]);

  return inline ? <div ref={container} className={className} data-holdfast-inline="cancel-flow" /> : null;
}
