/**
 * Walks the full-flow blueprint to a cancellation the way a customer does, through the widget's shadow
 * root (Playwright's role locators pierce open shadow roots): pick a survey answer that has no attached
 * offer, write feedback, decline every offer, confirm.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../renderer/i18n/catalogs/en.ts';

/** The survey answer of the full flow with no offer attached. */
export const SURVEY_ANSWER = 'I am switching to another product';
export const FEEDBACK = 'Moving the whole team to a tool our client uses.';

/** Spec §9: a second Next/Back within 400 ms is ignored; a person takes longer than that. */
export const BOUNCE_GUARD_WAIT_MS = 450;
/** Offer steps between the feedback and the confirmation, with a margin (the full flow has six). */
const MAX_OFFER_STEPS = 10;

const label = (text: string) => ({ name: text, exact: true });

/** The customer sees the first step of the flow. */
export async function waitForSurvey(page: Page): Promise<void> {
  await page.getByRole('radio', label(SURVEY_ANSWER)).waitFor({ state: 'visible', timeout: 20_000 });
}

/** From the survey to "Your subscription has been cancelled". */
export async function walkToCancel(page: Page, onConfirmStep?: () => Promise<void>): Promise<void> {
  await walkToConfirm(page, onConfirmStep);
  await page
    .getByRole('heading', label(en['complete.cancelled.title']))
    .waitFor({ state: 'visible', timeout: 20_000 });
}

/** {@link walkToCancel} up to the click on Confirm and cancel, and the click. */
export async function walkToConfirm(page: Page, onConfirmStep?: () => Promise<void>): Promise<void> {
  await waitForSurvey(page);
  await page.getByRole('radio', label(SURVEY_ANSWER)).click();
  await page.getByRole('button', label(en['footer.next'])).click();

  const feedback = page.getByRole('textbox');
  await feedback.waitFor({ state: 'visible' });
  await feedback.pressSequentially(FEEDBACK);
  await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
  await page.getByRole('button', label(en['footer.next'])).click();

  const confirm = page.getByRole('button', label(en['footer.confirmAndCancel']));
  const decline = page.getByRole('button', label(en['footer.declineOffer']));
  for (let step = 0; step < MAX_OFFER_STEPS; step += 1) {
    await expect.poll(async () => (await confirm.isVisible()) || (await decline.isVisible())).toBe(true);
    if (await confirm.isVisible()) break;
    await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
    await decline.click();
  }
  await confirm.waitFor({ state: 'visible' });
  await onConfirmStep?.();
  await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
  await confirm.click();
}
