import { pauseWall } from '../state/pause-wall/store.ts';
import { PauseWallContainer } from '../views/walls/pause-wall-container.tsx';
import { createWallHost } from './wall-host.tsx';

/** The pause wall's host element (#holdfast-pause-wall) and its React root. */
export const pauseWallHost = createWallHost({
  experience: 'pause-wall',
  store: pauseWall,
  render: (t) => <PauseWallContainer t={t} />,
});
