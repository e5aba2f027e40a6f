/**
 * Spec §4 Flow start and §2 Complete screen, in Chromium: a customer whose subscription is already paused,
 * already discounted or already set to cancel sees that instead of the steps; the cancel-now link shows
 * for the first two only, and cancels with one signed call.
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { customerFixtures } from '../../fixtures/index.ts';
import { actionPath, billingCalls, expectOneActionCall } from '../support/backend-calls.ts';
import type { FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

const longDate = (unixSeconds: number) => format(new Date(unixSeconds * 1000), 'MMMM d, yyyy');

/** The fixture's first subscription, as the playground loads it (built for the same day). */
function subscriptionOf(name: keyof typeof customerFixtures) {
  const subscription = customerFixtures[name](new Date()).customer.subscriptions?.data[0];
  if (!subscription) throw new Error(`fixture ${name} has no subscription`);
  return subscription;
}

/** The cancel-now link (spec §2): asks once (issue 17 §7), cancels, then the cancelled screen without the link. */
async function cancelNow(page: FlowPage, customerId: string): Promise<void> {
  await page.dialog.getByRole('button', { name: 'Cancel now' }).click();
  await page.dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.expectVisible(
    page.dialog.getByRole('heading', { name: 'Your subscription has been cancelled' }),
  );
  await page.expectVisible(page.dialog.getByText('Subscription Cancelled').first());
  expect(await page.dialog.getByRole('button', { name: 'Cancel now' }).count()).toBe(0);
  const call = await expectOneActionCall(await page.requests(), actionPath('cancel'), { customerId });
  expect(call.body).toEqual({ cancelAtPeriodEnd: true });
}

describe('Flow start: already paused (customer `paused`)', () => {
  it('shows the pause with its resume date and a cancel-now link that cancels', async () => {
    const page = await harness.start({ customer: 'paused' });
    await page.expectVisible(
      page.dialog.getByRole('heading', { name: 'Your subscription is already paused' }),
    );
    const resumesAt = subscriptionOf('paused').pause_collection?.resumes_at;
    if (!resumesAt) throw new Error('the paused fixture has no resume date');
    const resumes = longDate(resumesAt);
    await page.expectVisible(page.dialog.getByText(`Your subscription will resume on ${resumes}.`));
    await page.expectVisible(page.dialog.getByText('Offer Accepted').first());
    // No step was shown and nothing was billed on the way in.
    expect(await page.dialog.getByRole('radio').count()).toBe(0);
    expect(billingCalls(await page.requests())).toEqual([]);

    await cancelNow(page, 'cus_paused');
  });
});

describe('Flow start: discount already accepted (customer `discount-accepted`)', () => {
  it('shows the running discount and a cancel-now link that cancels', async () => {
    const page = await harness.start({ customer: 'discount-accepted' });
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'You already have a discount' }));
    await page.expectVisible(
      page.dialog.getByText('Your current discount is still applied to your subscription.'),
    );
    expect(billingCalls(await page.requests())).toEqual([]);

    await cancelNow(page, 'cus_discount_accepted');
  });
});

describe('Flow start: cancel already scheduled (customer `cancel-scheduled`)', () => {
  it('shows the end date and no cancel-now link', async () => {
    const page = await harness.start({ customer: 'cancel-scheduled' });
    await page.expectVisible(
      page.dialog.getByRole('heading', { name: 'Your subscription is already set to cancel' }),
    );
    const ends = longDate(subscriptionOf('cancel-scheduled').current_period_end);
    await page.expectVisible(page.dialog.getByText(`It ends on ${ends}.`));
    await page.expectVisible(page.dialog.getByText('Subscription Cancelled').first());
    expect(await page.dialog.getByRole('button', { name: 'Cancel now' }).count()).toBe(0);
    await page.expectVisible(page.dialog.getByRole('button', { name: 'Go to account' }));
    expect(billingCalls(await page.requests())).toEqual([]);
  });
});
