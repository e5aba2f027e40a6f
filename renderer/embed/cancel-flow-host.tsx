import { useMemo } from 'react';
import { type Catalog, createTranslator } from '../i18n/index.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { CancelFlowView } from '../views/containers/cancel-flow-view.tsx';
import { useFlow } from '../views/containers/use-flow.ts';
import { CANCEL_FLOW_CSS } from '../views/styles/index.ts';
import { createExperienceRoot } from './experience-root.ts';

/** The translator follows the host's i18n options and the organisation's translations once loaded. */
function CancelFlowRoot({ catalog }: { catalog: Catalog | null }) {
  const snap = useFlow();
  const options = flowRuntime()?.options;
  const data = snap.data;
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
  return <CancelFlowView t={t} />;
}

const experienceRoot = createExperienceRoot('cancel-flow', CANCEL_FLOW_CSS);

/** Renders the cancel flow into its shadow root (modal on the body, or inline in `target`). */
export function mountCancelFlow(catalog: Catalog | null): void {
  const options = flowRuntime()?.options;
  if (!options) return;
  experienceRoot.render(<CancelFlowRoot catalog={catalog} />, options);
}

/** Removes the cancel flow from the page and returns focus to the element that opened it. */
export function unmountCancelFlow(): void {
  experienceRoot.unmount();
}
