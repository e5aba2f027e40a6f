import { pauseTexts } from '../i18n/offers/pause.ts';
import { registerOfferTexts } from '../i18n/offers/register.ts';
import { pauseWall } from '../state/pause-wall/store.ts';
import { PauseWallContainer } from '../views/walls/pause-wall-container.tsx';
import { createWallHost } from './wall-host.tsx';

// The wall's tag is the pause offer's ('stepTag.pause'), whose texts travel with the later steps' chunk: a
// page that shows only the wall never loads that chunk, so the wall brings the pause offer's texts itself.
registerOfferTexts({ PAUSE: pauseTexts });

/** The pause wall's host element (#holdfast-pause-wall) and its React root. */
export const pauseWallHost = createWallHost({
  experience: 'pause-wall',
  store: pauseWall,
  render: (t) => <PauseWallContainer t={t} />,
});
