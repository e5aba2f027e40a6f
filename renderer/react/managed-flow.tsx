import { useRef } from 'react';
import { holdfastApi, type ManagedFlowOptions } from '../embed/holdfast-client.ts';
import { useExperience } from './use-experience.ts';

/** Props of {@link ManagedFlow}: the options of `managedFlow('show', options)`. */
export interface ManagedFlowProps extends Omit<ManagedFlowOptions, 'inline' | 'target'> {
  /** Render in place, inside this component's element, instead of as a modal over the page. */
  inline?: boolean;
  /** Class of the element an inline flow renders into. */
  className?: string;
}

/**
 * The managed flow: while mounted it runs `managedFlow('show', options)` — the customer verifies their
 * e-mail with a code, then the cancel flow starts for them; unmounting calls `hideManagedFlow()`.
 */
export function ManagedFlow({ inline = false, className, ...options }: ManagedFlowProps) {
  const container = useRef<HTMLDivElement>(null);
  useExperience(
    { ...options, inline },
    (built) =>
      Promise.resolve(
        holdfastApi.managedFlow('show', { ...built, target: inline ? container.current : null }),
      ),
    () => Promise.resolve(holdfastApi.hideManagedFlow()),
  );
  return inline ? <div ref={container} className={className} data-holdfast-inline="managed-flow" /> : null;
}
