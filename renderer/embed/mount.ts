/**
 * Mounting: every experience renders into an open shadow root on one idempotent host element, so the host
 * page's CSS cannot reach in and ours cannot leak out. The stylesheet is injected inside the shadow root
 * (with the host's CSP nonce when given).
 */
import { pageNonce } from './snippet.ts';

/** The four embeddable elements (spec §1). */
export type Experience = 'cancel-flow' | 'pause-wall' | 'failed-payment-wall' | 'managed-flow';

export interface MountOptions {
  experience: Experience;
  /** CSS text injected into the shadow root. */
  css: string;
  /** CSP nonce for the style element; without it, the nonce of the page's scripts (see pageNonce). */
  nonce?: string | undefined;
  /** Inline: render inside this element instead of the body. */
  target?: Element | null;
  document?: Document;
}

export interface Mount {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** Where the view tree renders. */
  container: HTMLElement;
  /** Replaces the stylesheet's text (the style element keeps its nonce). */
  setCss(css: string): void;
  remove(): void;
}

/** Marks a host element (its value is the experience) and the style element inside its shadow root. */
export const HOST_ATTRIBUTE = 'data-holdfast';

function hostId(experience: Experience): string {
  return `holdfast-${experience}`;
}

/** Finds or creates the host element and its shadow root; calling it twice returns the same mount. */
export function mount(options: MountOptions): Mount {
  const doc = options.document ?? document;
  const parent = options.target ?? doc.body;
  let host = doc.getElementById(hostId(options.experience));
  if (host && host.parentElement !== parent) {
    host.remove();
    host = null;
  }
  if (!host) {
    host = doc.createElement('div');
    host.id = hostId(options.experience);
    host.setAttribute(HOST_ATTRIBUTE, options.experience);
    parent.appendChild(host);
  }
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let style = shadowRoot.querySelector<HTMLStyleElement>(`style[${HOST_ATTRIBUTE}]`);
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(HOST_ATTRIBUTE, '');
    const nonce = options.nonce || pageNonce(doc);
    if (nonce) style.nonce = nonce;
    shadowRoot.appendChild(style);
  }
  const sheet = style;
  const setCss = (css: string) => {
    if (sheet.textContent !== css) sheet.textContent = css;
  };
  setCss(options.css);
  let container = shadowRoot.querySelector<HTMLElement>(`[${HOST_ATTRIBUTE}-root]`);
  if (!container) {
    container = doc.createElement('div');
    container.setAttribute(`${HOST_ATTRIBUTE}-root`, '');
    shadowRoot.appendChild(container);
  }
  const mounted = host;
  return {
    host: mounted,
    shadowRoot,
    container,
    setCss,
    remove: () => mounted.remove(),
  };
}
