/**
 * A customer can always cancel, also after an offer's money action fails (found by an exploratory session), in
 * the built script tag on a plain host page against the mock server: a refused discount claim leads on to the
 * cancel; a second tab's claim refused because the first tab's applied (403, discount cooldown) shows the
 * already-applied screen with its cancel-now link; a claim in a tab opened before the cancel was confirmed in
 * another ends on the already-set-to-cancel screen; a trial extension whose every answer was lost (the backend
 * acted once, the retries ran out) ends on the trial-extended screen with its session reported.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBlueprint, onlySteps } from '../quality/support/blueprints.ts';
import type { HostPage } from '../quality/support/harness.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { afterBounceGuard, button, waitForText, widget } from '../quality/support/widget.ts';

const suite = harnessPerFile();

/** The server's answer to a discount claim in the cooldown (server/services/messages.ts offerHidden). */
const COOLDOWN_REFUSAL =
  "Coupon 'SAVE20' is not available to this customer now: the offer is no longer shown (discount-cooldown).";

async function openTab(customer: 'active-monthly' | 'trialing' = 'active-monthly'): Promise<HostPage> {
  const host = await suite.openHost();
  await host.open({ customer });
  return host;
}

function posts(path: string) {
  return suite.harness.mock.backend
    .requests()
    .filter((request) => request.method === 'POST' && request.path.endsWith(path));
}

describe('after a failed offer action the customer can still cancel', () => {
  it('a refused discount: the generic error, then Continue to cancel leads to the cancel', async () => {
    suite.harness.mock.backend.load({
      blueprint: onlySteps(fixtureBlueprint('full-flow', suite.harness.now), 'DISCOUNT', 'CONFIRM'),
    });
    const host = await openTab();
    suite.harness.mock.backend.faults.add({
      kind: 'status',
      status: 403,
      message: 'Refused for this test',
      method: 'POST',
      pathRegex: '/stripe/discount$',
    });
    await button(host.page, 'Claim discount').click();
    await waitForText(host.page, 'Sorry, something went wrong');
    await waitForText(host.page, 'Please contact us.');
    expect(await button(host.page, 'Go to account').count()).toBe(1);
    expect(await widget(host.page).getByText('Refused for this test').count()).toBe(0);

    await button(host.page, 'Continue to cancel').click();
    await afterBounceGuard(host.page);
    await button(host.page, 'Confirm and cancel').click();
    await waitForText(host.page, 'Your subscription has been cancelled');
    expect(posts('/stripe/cancel')).toHaveLength(1);
  });

  it("two tabs at the discount: the second tab's refused claim shows 'You already have a discount' and Cancel now", async () => {
    suite.harness.mock.backend.load({
      blueprint: onlySteps(fixtureBlueprint('full-flow', suite.harness.now), 'DISCOUNT', 'CONFIRM'),
    });
    const tabA = await openTab();
    const tabB = await openTab();
    await button(tabA.page, 'Claim discount').click();
    await waitForText(tabA.page, /discount/i);
    await expect.poll(() => posts('/stripe/discount').length).toBe(1);
    // The server refuses the second claim: the first tab's acceptance started the discount cooldown.
    suite.harness.mock.backend.faults.add({
      kind: 'status',
      status: 403,
      message: COOLDOWN_REFUSAL,
      method: 'POST',
      pathRegex: '/stripe/discount$',
    });
    await button(tabB.page, 'Claim discount').click();
    await waitForText(tabB.page, 'You already have a discount');
    await widget(tabB.page)
      .getByRole('button', { name: 'Cancel now' })
      .or(widget(tabB.page).getByRole('link', { name: 'Cancel now' }))
      .first()
      .waitFor();
    expect(await widget(tabB.page).getByText('Sorry, something went wrong').count()).toBe(0);
  });

  it("two tabs: the cancel confirmed in one, the other's discount claim ends on 'already set to cancel'", async () => {
    suite.harness.mock.backend.load({
      blueprint: onlySteps(fixtureBlueprint('full-flow', suite.harness.now), 'DISCOUNT', 'CONFIRM'),
    });
    const tabA = await openTab();
    const tabB = await openTab();
    await button(tabA.page, 'Decline offer').click();
    await afterBounceGuard(tabA.page);
    await button(tabA.page, 'Confirm and cancel').click();
    await waitForText(tabA.page, 'Your subscription has been cancelled');
    // The backend accepts no offer on a subscription set to cancel (contract/cancel-scheduled.ts).
    await button(tabB.page, 'Claim discount').click();
    await waitForText(tabB.page, 'Your subscription is already set to cancel');
    expect(await widget(tabB.page).getByText('Sorry, something went wrong').count()).toBe(0);
    expect(
      await widget(tabB.page)
        .getByText(/discount has been applied/i)
        .count(),
    ).toBe(0);
    const record = suite.harness.mock.backend
      .app()
      ?.customers.find((entry) => entry.customer.id === 'cus_active_monthly');
    expect(record?.customer.subscriptions.data[0]?.discount ?? null).toBeNull();
  });

  it('a trial extension whose every answer was lost: extended once, the trial-extended screen, its session reported', async () => {
    suite.harness.mock.backend.load({
      blueprint: onlySteps(fixtureBlueprint('full-flow', suite.harness.now), 'TRIAL_EXTENSION', 'CONFIRM'),
    });
    const host = await openTab('trialing');
    // The backend acts on the first request, then every attempt (the widget's retries, same key) loses its answer.
    suite.harness.mock.backend.faults.add({
      kind: 'commit-then-fail',
      failWith: 'drop',
      method: 'POST',
      pathRegex: '/stripe/extend-trial$',
    });
    await button(host.page, /Extend my trial/).click();
    await waitForText(host.page, 'Your trial has been extended', 15_000);
    const attempts = posts('/stripe/extend-trial');
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    const record = suite.harness.mock.backend
      .app()
      ?.customers.find((entry) => entry.customer.id === 'cus_trialing');
    expect(record?.extendedTrials).toHaveLength(1);
    await expect.poll(() => posts('/api/sessions').length).toBe(1);
    expect(posts('/api/sessions')[0]?.body).toMatchObject({
      acceptedOffer: expect.objectContaining({ offerType: 'TRIAL_EXTENSION' }),
    });
  });
});
