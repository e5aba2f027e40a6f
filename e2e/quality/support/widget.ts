/**
 * Reading and driving the widget from Node. Playwright's CSS and role locators pierce open shadow roots,
 * so a locator under `[data-holdfast-root]` reaches every control of the shadow tree.
 */
import type { Locator, Page } from 'playwright-core';
import { NEXT_STEP_BOUNCE_MS } from '../../../renderer/domain/constants.ts';
import type { HostPage } from './harness.ts';

/** The container every experience renders into (inside its shadow root). */
export const WIDGET_ROOT = '[data-holdfast-root]';

/** The widget's root container(s). */
export function widget(page: Page): Locator {
  return page.locator(WIDGET_ROOT);
}

/** The dialog of the open experience. */
export function dialog(page: Page): Locator {
  return widget(page).locator('[role="dialog"]').first();
}

/** A button of the widget by its accessible name. */
export function button(page: Page, name: string | RegExp): Locator {
  return widget(page)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first();
}

/** Resolves when `text` is on display in the widget. */
export async function waitForText(page: Page, text: string | RegExp, timeout = 8_000): Promise<void> {
  await widget(page).getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** Spec §4 ignores a second Next or Back within 400 ms; a person takes longer than that. */
export function afterBounceGuard(page: Page): Promise<void> {
  return page.waitForTimeout(NEXT_STEP_BOUNCE_MS + 30);
}

/** The spinner (or loader) still on display, as text for a message; empty when there is none. */
export async function busyIndicators(page: Page): Promise<string[]> {
  return widget(page)
    .locator('.hf-spinner, .hf-loader, [aria-busy="true"]')
    .evaluateAll((nodes) => nodes.map((node) => node.outerHTML.slice(0, 80)));
}

/**
 * The widget's live region (widget-frame.tsx: what a screen reader announces politely of each screen), told
 * apart from a field's own polite region (the free-text hint, char-counter.tsx) by `aria-atomic`.
 */
export const WIDGET_LIVE_REGION = '[aria-live="polite"][aria-atomic="true"]';

/** The text of the widget's live region. */
export async function liveRegionText(page: Page): Promise<string> {
  return (await widget(page).locator(WIDGET_LIVE_REGION).first().textContent()) ?? '';
}

/**
 * The element that has keyboard focus, described: inside the widget's shadow root ("widget:<tag>…"), or
 * in the host page ("page:<tag>#id").
 */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`;
    let active: Element | null = document.activeElement;
    let inWidget = false;
    while (active?.shadowRoot?.activeElement) {
      if (active.hasAttribute('data-holdfast')) inWidget = true;
      active = active.shadowRoot.activeElement;
    }
    if (!active) return 'none';
    if (!inWidget) return `page:${describe(active)}`;
    const inDialog = active.closest('[role="dialog"]') !== null;
    return `widget${inDialog ? '' : '(outside dialog)'}:${describe(active)}`;
  });
}

/**
 * Resolves when the widget's finite animations and transitions (step enter, theme fade) have finished, so
 * what is measured is what stays on screen; endless ones (spinners) are left running.
 */
export async function settled(host: HostPage): Promise<void> {
  await host.page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('[data-holdfast]'))
      if (el.shadowRoot) roots.push(el.shadowRoot);
    const finite = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
