import { useEffect, useState } from 'react';
import { loadOnce } from '../../domain/load-once.ts';
import { registerEnglish } from '../../i18n/index.ts';
import { afterNextPaint } from '../../state/after-paint.ts';
import { registerStepIcons } from '../shell/step-icons.tsx';

type LaterViews = typeof import('../later-views.ts');

// Their texts (English, and every offer's in every language) and step icons are registered before the views
// are handed out, so translators made earlier show them from the first render.
const laterViews = loadOnce<LaterViews>(() =>
  import('../later-views.ts').then((module) => {
    registerEnglish(module.enLaterSteps);
    registerEnglish(module.enCancelConfirm);
    module.registerOfferTexts(module.OFFER_TEXTS);
    registerStepIcons(module.LATER_STEP_ICONS);
    return module;
  }),
);

/** Fetches the later views once; after a failed fetch the next call tries again. */
export const loadLaterViews = laterViews.load;

/** The later views if they have arrived, and whether the last fetch failed. */
export interface LaterViewsState {
  views: LaterViews | null;
  failed: boolean;
  /** After a failed fetch (offline): fetches again (the loader meanwhile). */
  retry: () => void;
}

/**
 * The views of the cancel flow's later steps (offers, the complete screen), or null while their chunk
 * is on its way. The fetch starts once `wanted` holds, after that render is painted ({@link afterNextPaint}):
 * the cancel flow wants them once its first step is on screen, so the fetch never delays the first step and
 * is done long before the customer's first Next. A failed fetch (offline) is tried again on each new `screen`
 * (the customer moved on: the network may be back) and on `retry` (Try again); the loader meanwhile.
 */
export function useLaterViews(wanted: boolean, screen = ''): LaterViewsState {
  const loaded = laterViews.loaded();
  const [, setArrived] = useState(loaded);
  // The screen on which the last fetch failed: another screen, or Try again (null), fetches again.
  const [failedOn, setFailedOn] = useState<string | null>(null);
  const failed = failedOn === screen && !loaded;
  useEffect(() => {
    if (!wanted || failed || laterViews.loaded()) return;
    let mounted = true;
    const cancel = afterNextPaint(() =>
      loadLaterViews().then(
        (module) => mounted && setArrived(module),
        (error: unknown) => {
          console.error('[holdfast] could not load the next steps', error);
          if (mounted) setFailedOn(screen);
        },
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [wanted, screen, failed]);
  return { views: loaded, failed, retry: () => setFailedOn(null) };
}
