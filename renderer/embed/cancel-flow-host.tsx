import { useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type Catalog, createTranslator } from '../i18n/index.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { CancelFlowView } from '../views/containers/cancel-flow-view.tsx';
import { useFlow } from '../views/containers/use-flow.ts';
import { CANCEL_FLOW_CSS } from '../views/styles/index.ts';
import { type Mount, mount } from './mount.ts';

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

let current: { mount: Mount; root: Root; opener: Element | null } | null = null;

function resolveTarget(target: unknown): Element | null {
  if (typeof target === 'string') return document.querySelector(target);
  return target instanceof Element ? target : null;
}

/**
 * Renders the cancel flow into its shadow root (modal on the body, or inline in `target`) and remembers
 * the element that had focus, to give it back on close (WAI-ARIA APG modal dialog).
 */
export function mountCancelFlow(catalog: Catalog | null): void {
  const options = flowRuntime()?.options;
  if (!options) return;
  const target = options.inline ? resolveTarget(options.target) : null;
  if (options.inline && !target) {
    console.warn('[holdfast] inline target not found; showing the widget as a modal');
  }
  const mounted = mount({ experience: 'cancel-flow', css: CANCEL_FLOW_CSS, nonce: options.nonce, target });
  if (current?.mount.host !== mounted.host) {
    current?.root.unmount();
    current = { mount: mounted, root: createRoot(mounted.container), opener: document.activeElement };
  }
  current.root.render(<CancelFlowRoot catalog={catalog} />);
}

/** Removes the widget from the page and returns focus to the element that opened it. */
export function unmountCancelFlow(): void {
  if (!current) return;
  const { root, mount: mounted, opener } = current;
  current = null;
  root.unmount();
  mounted.remove();
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}
