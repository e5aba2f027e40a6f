import { holdfastApi, type PauseWallOptions } from '../embed/holdfast-client.ts';
import { useExperience } from './use-experience.ts';

/** Props of {@link PauseWall}: the options of `check('pause', options)`. */
export type PauseWallProps = PauseWallOptions;

/**
 * The pause wall: while mounted it runs `check('pause', options)`, which shows the wall when the
 * customer's subscription is paused (spec §4 Pause wall display); unmounting calls `hidePauseWall()`.
 * It renders nothing itself: the wall covers the page from its own element.
 */
export function PauseWall(props: PauseWallProps) {
  useExperience(
    { ...props },
    (options) => Promise.resolve(holdfastApi.check('pause', options)),
    () => Promise.resolve(holdfastApi.hidePauseWall()),
  );
  return null;
}
