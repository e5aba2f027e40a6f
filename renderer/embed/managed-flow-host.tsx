import { useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type Catalog, createTranslator } from '../i18n/index.ts';
import { managedFlowRuntime } from '../state/managed-flow/runtime.ts';
import { ManagedFlowView } from '../views/managed/managed-flow-view.tsx';
import { useManagedFlow } from '../views/managed/use-managed-flow.ts';
import { MANAGED_FLOW_CSS } from '../views/styles/managed-flow-css.ts';
import { type Mount, mount } from './mount.ts';

/** The translator follows the host's i18n options and the organisation's translations once loaded. */
function ManagedFlowRoot({ catalog }: { catalog: Catalog | null }) {
  const snap = useManagedFlow();
  const options = managedFlowRuntime()?.options;
  const branding = snap.branding;
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
  return <ManagedFlowView t={t} />;
}

let current: { mount: Mount; root: Root; opener: Element | null } | null = null;

function resolveTarget(target: unknown): Element | null {
  if (typeof target === 'string') return document.querySelector(target);
  return target instanceof Element ? target : null;
}

/**
 * Renders the managed flow into its own shadow root (modal on the body, or inline in `target`) and remembers
 * the element that had focus, to give it back when the managed flow goes away.
 */
export function mountManagedFlow(catalog: Catalog | null): void {
  const options = managedFlowRuntime()?.options;
  if (!options) return;
  const target = options.inline ? resolveTarget(options.target) : null;
  if (options.inline && !target) {
    console.warn('[holdfast] inline target not found; showing the managed flow as a modal');
  }
  const mounted = mount({ experience: 'managed-flow', css: MANAGED_FLOW_CSS, nonce: options.nonce, target });
  if (current?.mount.host !== mounted.host) {
    current?.root.unmount();
    current = { mount: mounted, root: createRoot(mounted.container), opener: document.activeElement };
  }
  current.root.render(<ManagedFlowRoot catalog={catalog} />);
}

/** Removes the managed flow from the page and returns focus to the element that opened it. */
export function unmountManagedFlow(): void {
  if (!current) return;
  const { root, mount: mounted, opener } = current;
  current = null;
  root.unmount();
  mounted.remove();
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}
