/**
 * The polite live region of the free-text field on screen (char-counter.tsx): what a screen reader is told
 * near the limit. It has no role to find it by. Only `*.test.tsx` files import this module.
 */
export function fieldLiveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.hf-field [aria-live="polite"]');
  if (!region) throw new Error('no live region in the field');
  return region;
}
