import { useLayoutEffect, useRef, useState } from 'react';
import { LOADER_DELAY_MS } from '../../domain/constants.ts';

/**
 * Whether the flow is drawn yet. From mount, nothing is drawn until the flow stops `loading` or
 * {@link LOADER_DELAY_MS} has passed, whichever comes first; once drawn, it stays drawn for as long as it is
 * mounted (a later load shows the loader, never a blank). So a quick load paints its first step directly, and
 * a slow one shows the loader after the delay.
 */
export function useDrawn(loading: boolean): boolean {
  const [due, setDue] = useState(false);
  const drawn = useRef(false);
  if (!loading || due) drawn.current = true;
  useLayoutEffect(() => {
    if (drawn.current) return;
    const timer = setTimeout(() => setDue(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return drawn.current;
}
