/**
 * The built playground opens both walls (`experience=pause-wall` / `failed-payment-wall`) against its
 * in-browser mock backend, the failed-payment wall with the fake Stripe in place of Stripe.js.
 */
import { describe, expect, it } from 'vitest';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

/** The page's errors, without the playground panels' polling of control endpoints it races at start. */
const widgetErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('playground: the walls', () => {
  it('experience=pause-wall shows the paused customer the pause wall, and Resume works', async () => {
    const flow = await harness.open({ experience: 'pause-wall', customer: 'paused' });
    const { page } = flow;
    await page.getByRole('button', { name: /^Show / }).click();
    const wall = page
      .locator('#holdfast-pause-wall')
      .getByRole('dialog', { name: 'Resume your subscription' });
    await wall.waitFor();
    await wall.getByRole('button', { name: 'Resume Subscription Now' }).click();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expect(await flow.requests('/stripe/resume')).toHaveLength(1);
    expect(widgetErrors(flow.log.errors)).toEqual([]);
  });

  it('experience=failed-payment-wall shows the wall with the fake Stripe card field and pays', async () => {
    const flow = await harness.open({
      experience: 'failed-payment-wall',
      customer: 'past-due-outside-grace',
    });
    const { page } = flow;
    await page.getByRole('button', { name: /^Show / }).click();
    const wall = page
      .locator('#holdfast-failed-payment-wall')
      .getByRole('dialog', { name: 'Update your payment details' });
    await wall.waitFor();
    // The fake's list of test cards, under its field once the lazy card form is up.
    await wall.getByText(/Test cards: 4242/).waitFor();
    await wall.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
    await wall.getByRole('button', { name: 'Update billing' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const updates = await flow.requests('/embed/billing');
    expect(updates.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(widgetErrors(flow.log.errors)).toEqual([]);
  });
});
