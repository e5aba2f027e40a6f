/**
 * The polite live region of the free-text field on screen (char-counter.tsx): what a screen reader is told
 * near the limit. It has no role to find it by. Only `*.test.tsx` files import this module.
 */
export function fieldLiveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.hf-field [aria-live="polite"]');
  if (!region) throw new Error('no live region in the field');
  return region;
}

/** The elements that describe a field (its aria-describedby), in order. */
export function describersOf(field: HTMLElement): HTMLElement[] {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => {
    const describer = document.getElementById(id);
    if (!describer) throw new Error(`aria-describedby names no element: ${id}`);
    return describer;
  });
}

/**
 * How often `text` is in the field's surroundings (its `.hf-field`), visually hidden or not: a screen reader
 * reading on (browse mode) says each copy.
 */
export function copiesInField(text: string): number {
  const field = document.querySelector('.hf-field');
  return (field?.textContent ?? '').split(text).length - 1;
}
