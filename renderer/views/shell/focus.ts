/**
 * Focus helpers that work inside a shadow root: the widget renders in one, where `document.activeElement`
 * is the shadow host, not the focused control.
 */

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The element that has focus in the tree (document or shadow root) that holds `node`. */
export function activeElementIn(node: Node): Element | null {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot || root instanceof Document) return root.activeElement;
  return null;
}

/**
 * The element that has focus in the page, down through open shadow roots: in another of our experiences it is
 * the control inside it, not its host element (which cannot take focus back).
 */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Marks the modal's focus guards (widget-frame.tsx): tabbable, but never a control. */
export const FOCUS_GUARD_ATTRIBUTE = 'data-focus-guard';

/** Tabbable descendants of `root` in DOM order, skipping hidden and inert subtrees and the focus guards. */
export function tabbableWithin(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) =>
      !el.closest('[hidden], [inert], [aria-hidden="true"]') &&
      el.tabIndex >= 0 &&
      !el.hasAttribute(FOCUS_GUARD_ATTRIBUTE),
  );
}
