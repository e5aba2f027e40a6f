import { useMemo } from 'react';
import { createTranslator } from '../i18n/index.ts';
import { managedFlowRuntime } from '../state/managed-flow/runtime.ts';
import { ManagedFlowView } from '../views/managed/managed-flow-view.tsx';
import { useManagedFlow } from '../views/managed/use-managed-flow.ts';
import { MANAGED_FLOW_CSS } from '../views/styles/managed-flow-css.ts';
import { createExperienceRoot } from './experience-root.ts';

/**
 * The translator follows the host's i18n options, the language's catalog (also when it comes only later, at
 * Try again) and the organisation's translations once loaded.
 */
function ManagedFlowRoot({ inline }: { inline: boolean }) {
  const snap = useManagedFlow();
  const options = managedFlowRuntime()?.options;
  const { branding, catalog } = snap;
  const t = useMemo(
    () =>
      createTranslator({
        lang: options?.i18n.lang ?? null,
        messages: options?.i18n.messages ?? null,
        orgTranslations: branding?.orgTranslations ?? null,
        catalog,
      }),
    [options, branding, catalog],
  );
  return <ManagedFlowView t={t} inline={inline} />;
}

const experienceRoot = createExperienceRoot('managed-flow', MANAGED_FLOW_CSS);

/** Renders the managed flow into its shadow root (modal on the body, or inline in `target`). */
export function mountManagedFlow(): void {
  const options = managedFlowRuntime()?.options;
  if (!options) return;
  experienceRoot.render((inline) => <ManagedFlowRoot inline={inline} />, options);
}

/** Removes the managed flow from the page and returns focus to the element that opened it. */
export function unmountManagedFlow(): void {
  experienceRoot.unmount();
}
