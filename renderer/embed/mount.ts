/**
 * Mounting: every experience renders into an open shadow root on one idempotent host element, so the host
 * page's CSS cannot reach in and ours cannot leak out. The stylesheet is injected inside the shadow root
 * (with the host's CSP nonce when given).
 */

import { HOST_ATTRIBUTE } from '../domain/constants.ts';
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

function hostId(experience: Experience): string {
  return `holdfast-${experience}`;
}

/**
 * Where a modal goes: into the host page's open modal `<dialog>` if there is one (everything outside it is
 * inert), else the body, or the root element while the body is not parsed yet.
 */
function modalParent(doc: Document): Element {
  try {
    const dialog = doc.querySelector('dialog:modal');
    if (dialog) return dialog;
  } catch {
    // A browser without `:modal` has no modal dialogs either.
  }
  return doc.body ?? doc.documentElement;
}

/**
 * Puts a modal in the top layer (a manual popover): above everything, and placed against the viewport even
 * when the host page gives an ancestor a transform, filter or containment (which would trap `position:
 * fixed`). Browsers without popovers keep the modal's own fixed position and z-index.
 */
function raise(host: HTMLElement): void {
  try {
    host.popover = 'manual';
    host.showPopover();
  } catch {
    // Already shown, or no popover support: the modal's own stacking holds.
  }
}

/**
 * The page's dialog may close while ours is open in it (after a fade-out, say): ours moves out to the body,
 * still raised, its focus kept, rather than vanish with it. Set once, when the host element goes into it.
 */
function leaveWhenClosed(host: HTMLElement, dialog: Element, doc: Document): void {
  dialog.addEventListener(
    'close',
    () => {
      if (host.parentElement !== dialog) return;
      const focused = host.shadowRoot?.activeElement as HTMLElement | null | undefined;
      doc.body.append(host);
      raise(host);
      focused?.focus();
    },
    { once: true },
  );
}

/** Finds or creates the host element and its shadow root; calling it twice returns the same mount. */
export function mount(options: MountOptions): Mount {
  const doc = options.document ?? document;
  const target = options.target;
  const parent = target ?? modalParent(doc);
  // Ours is marked: a page element that happens to have our id is never taken (nor removed).
  let host = doc.querySelector<HTMLElement>(`[${HOST_ATTRIBUTE}="${options.experience}"]`);
  if (host && host.parentElement !== parent) {
    host.remove();
    host = null;
  }
  if (!host) {
    host = doc.createElement('div');
    const id = hostId(options.experience);
    if (!doc.getElementById(id)) host.id = id;
    host.setAttribute(HOST_ATTRIBUTE, options.experience);
    parent.appendChild(host);
    if (parent.localName === 'dialog') leaveWhenClosed(host, parent, doc);
  }
  if (!target) raise(host);
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
    // Our texts are all left-to-right (en, de, fr, es), whatever direction the host page's text runs.
    container.dir = 'ltr';
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
