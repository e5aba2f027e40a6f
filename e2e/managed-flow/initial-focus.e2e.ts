/**
 * Where focus is when the managed flow opens, in the built script tag (preact/compat, as shipped) on a plain
 * host page against the mock server: a modal moves focus in (docs/quality.md), and each of its forms puts it on
 * its first field — the e-mail input once the configuration is in, the first code box once the code was sent,
 * the e-mail input again when the customer goes back from the code form ('Use another email').
 * Inline the form leaves focus where the customer had it.
 */
import { describe, expect, it } from 'vitest';
import { codeBoxes, emailInput, startManagedFlow } from '../quality/support/experiences.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { OPENER_ID } from '../quality/support/host-page.ts';
import { MANAGED_EMAIL } from '../quality/support/screens-managed.ts';
import { focusedElement } from '../quality/support/widget.ts';

const suite = harnessPerFile();

describe('the managed flow takes focus to its first field', () => {
  it('modal: the e-mail input has focus as the form shows, then the first code box', async () => {
    const host = await suite.openHost();
    await host.page.focus(`#${OPENER_ID}`);
    await startManagedFlow({ harness: suite.harness, host });
    await emailInput(host.page).waitFor();
    const inputId = await emailInput(host.page).getAttribute('id');
    await expect.poll(() => focusedElement(host.page)).toBe(`widget:input#${inputId}`);
    // Typed at once, without a click: the keys reach the field.
    await host.page.keyboard.type(MANAGED_EMAIL);
    expect(await emailInput(host.page).inputValue()).toBe(MANAGED_EMAIL);
    await host.page.keyboard.press('Enter');
    await codeBoxes(host.page).first().waitFor();
    const boxLabel = await codeBoxes(host.page).first().getAttribute('aria-label');
    await expect.poll(() => focusedElement(host.page)).toBe(`widget:input[${boxLabel}]`);
    expect(host.log.errors).toEqual([]);
  });

  it("modal: 'Use another email' on the code form puts focus on the e-mail input, the address kept", async () => {
    const host = await suite.openHost();
    await host.page.focus(`#${OPENER_ID}`);
    await startManagedFlow({ harness: suite.harness, host });
    await emailInput(host.page).fill(MANAGED_EMAIL);
    await host.page.keyboard.press('Enter');
    await codeBoxes(host.page).first().waitFor();
    await host.page.getByRole('button', { name: 'Use another email' }).click();
    await emailInput(host.page).waitFor();
    const inputId = await emailInput(host.page).getAttribute('id');
    await expect.poll(() => focusedElement(host.page)).toBe(`widget:input#${inputId}`);
    expect(await emailInput(host.page).inputValue()).toBe(MANAGED_EMAIL);
    // The exit shows again on the e-mail form (spec §2): Escape closes, focus goes back to the page's button.
    await host.page.keyboard.press('Escape');
    await emailInput(host.page).waitFor({ state: 'detached' });
    expect(await focusedElement(host.page)).toBe(`page:button#${OPENER_ID}`);
    expect(host.log.errors).toEqual([]);
  });

  it('modal, opened a second time on the page: the e-mail input has focus again', async () => {
    const host = await suite.openHost();
    for (const time of [1, 2]) {
      await host.page.focus(`#${OPENER_ID}`);
      await startManagedFlow({ harness: suite.harness, host });
      await emailInput(host.page).waitFor();
      const inputId = await emailInput(host.page).getAttribute('id');
      await expect
        .poll(() => focusedElement(host.page), { message: `opened ${time}` })
        .toBe(`widget:input#${inputId}`);
      // The exit shows on the e-mail form (spec §2): Escape closes, focus goes back to the page's button.
      await host.page.keyboard.press('Escape');
      await emailInput(host.page).waitFor({ state: 'detached' });
      expect(await focusedElement(host.page)).toBe(`page:button#${OPENER_ID}`);
    }
  });

  it('inline: focus stays where the customer had it', async () => {
    const host = await suite.openHost();
    await host.page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'managed-target';
      document.body.append(target);
    });
    await host.page.focus(`#${OPENER_ID}`);
    await startManagedFlow(
      { harness: suite.harness, host },
      { inline: true, extra: { target: '#managed-target' } },
    );
    await emailInput(host.page).waitFor();
    // A moment for a late focus call to land, were there one.
    await host.page.waitForTimeout(300);
    expect(await focusedElement(host.page)).toBe(`page:button#${OPENER_ID}`);
  });
});
