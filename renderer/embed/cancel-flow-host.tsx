import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createTranslator } from '../i18n/index.ts';
import { afterNextPaint } from '../state/after-paint.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { preloadDelivery } from '../state/reporting/lazy-delivery.ts';
import { CancelFlowView } from '../views/containers/cancel-flow-view.tsx';
import { useFlow } from '../views/containers/use-flow.ts';
import { useLaterViews } from '../views/containers/use-later-views.ts';
import { experienceCss } from '../views/styles/index.ts';
import { createExperienceRoot } from './experience-root.ts';

/**
 * The translator follows the host's i18n options, the language's catalog (also when it comes only at Try again)
 * and the organisation's translations once loaded.
 */
function CancelFlowRoot({ inline }: { inline: boolean }) {
  const snap = useFlow();
  const options = flowRuntime()?.options;
  const { data, catalog } = snap;
  const t = useMemo(
    () =>
      createTranslator({
        lang: options?.i18n.lang ?? null,
        messages: options?.i18n.messages ?? null,
        orgTranslations: { ...data?.branding.orgTranslations, ...data?.orgTranslations },
        catalog,
      }),
    [options, data, catalog],
  );
  // The offers' rules come with the offers' chunk: restyled before that render is painted, so an offer never
  // shows unstyled. (The view asks for the same chunk; it is fetched once.)
  const loaded = snap.loadState === 'LOADED';
  const later = useLaterViews(loaded);
  const offersCss = later.views?.OFFERS_CSS;
  useLayoutEffect(() => {
    if (offersCss) experienceRoot.restyle(experienceCss([offersCss]));
  }, [offersCss]);
  // The delivery code (events, session results) comes once the first step is painted.
  useEffect(() => (loaded ? afterNextPaint(() => void preloadDelivery()) : undefined), [loaded]);
  return <CancelFlowView t={t} inline={inline} />;
}

const experienceRoot = createExperienceRoot('cancel-flow', experienceCss());

/** Renders the cancel flow into its shadow root (modal on the body, or inline in `target`). */
export function mountCancelFlow(): void {
  const options = flowRuntime()?.options;
  if (!options) return;
  experienceRoot.render((inline) => <CancelFlowRoot inline={inline} />, options);
}

/** Removes the cancel flow from the page and returns focus to the element that opened it. */
export function unmountCancelFlow(): void {
  experienceRoot.unmount();
}

/** Whether the page has taken the open cancel flow out of the document. */
export function cancelFlowLost(): boolean {
  return experienceRoot.lost();
}
