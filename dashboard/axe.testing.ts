/** The dashboard's accessibility check for its view tests (axe-core). Not imported by the product. */
import axe from 'axe-core';
import { expect } from 'vitest';

/** No axe violations in `container`, each named with the markup it was found in. */
export async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  // Contrast needs a real layout, which jsdom does not do.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
