/**
 * Issue 20, done when (the walls): the pause wall's resume and the failed-payment wall's card update, in
 * Chromium on a plain page, against the server with the Stripe adapter and the Stripe fake. The fake's
 * objects change as the scenario suite expects, each Stripe write of the intent acting once.
 *
 * Stripe.js cannot be loaded here (no network), so the card form runs on the playground's stand-in for it
 * (renderer/views/walls/fake-stripe.testing.ts): it confirms the SetupIntent in the page and hands the
 * widget the test card's PaymentMethod (`pm_card_visa` for 4242…); from there the server's update is real —
 * attach, default, pay the open invoice — at the fake.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actedWrites,
  expectWritesUnderWidgetKey,
  type HostPage,
  type StripeHarness,
  startStripeHarness,
} from './stripe-harness.ts';

/** A customer who clicks again and again while the first click is on its way: still one change at Stripe. */
const IMPATIENT_CLICKS = 10;

/** Stripe's test card that succeeds (the stand-in maps it to pm_card_visa). */
const GOOD_CARD = '4242424242424242';

let harness: StripeHarness;

beforeAll(async () => {
  harness = await startStripeHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function clickTimes(button: Locator, times: number): Promise<void> {
  await button.evaluate((element: HTMLElement, count) => {
    for (let i = 0; i < count; i += 1) element.click();
  }, times);
}

async function openHost(customerId: string): Promise<HostPage> {
  const host = await harness.open(customerId);
  return host;
}

describe('The walls against the server and the Stripe fake', () => {
  it('pause wall: ten clicks on resume clear pause_collection with one write', async () => {
    const customerId = 'cus_paused';
    const [before] = (await harness.stripe.subscriptions.list({ customer: customerId })).data;
    expect(before?.pause_collection).toMatchObject({ behavior: 'void' });
    const host = await openHost(customerId);
    expect(await host.check('pause')).toEqual({ ok: true, shown: true, skipped: false });
    const dialog = host.page.getByRole('dialog', { name: 'Resume your subscription' });
    await dialog.waitFor();

    await harness.control.clearRequests();
    const sent = host.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/stripe/resume'));
    await clickTimes(dialog.getByRole('button', { name: 'Resume Subscription Now' }), IMPATIENT_CLICKS);
    await host.page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    const writes = actedWrites(await harness.control.requests());

    await expectWritesUnderWidgetKey(writes, await sent, [`POST /v1/subscriptions/${before?.id}`]);
    const after = await harness.stripe.subscriptions.retrieve(before?.id ?? '');
    expect(after).toMatchObject({ status: 'active', pause_collection: null });
    expect(await host.calls()).toContain('onResume');
    expect(host.log.errors).toEqual([]);
  });

  it('failed-payment wall: a good card is attached, made the default and pays the open invoice, each once however often it is clicked', async () => {
    const customerId = 'cus_past_due_outside_grace';
    const open = await harness.stripe.invoices.list({ customer: customerId, status: 'open' });
    expect(open.data).toHaveLength(1);
    const [invoice] = open.data;
    const host = await openHost(customerId);
    const { page } = host;
    await harness.control.clearRequests();
    expect(await host.check('failed-payment')).toEqual({ ok: true, shown: true, skipped: false });
    const dialog = page.getByRole('dialog', { name: 'Update your payment details' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Card number' }).pressSequentially(GOOD_CARD);
    const update = dialog.getByRole('button', { name: 'Update billing' });
    await expect.poll(() => update.isEnabled()).toBe(true);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/embed/billing'));
    await clickTimes(update, IMPATIENT_CLICKS);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const writes = actedWrites(await harness.control.requests());
    const { paymentMethodId } = (await sent).postDataJSON() as { paymentMethodId: string };

    // The card form's SetupIntent is a call of its own (the server keys it itself), made once.
    const isSetupIntent = (write: (typeof writes)[number]) => write.path === '/v1/setup_intents';
    expect(writes.filter(isSetupIntent)).toHaveLength(1);
    await expectWritesUnderWidgetKey(
      writes.filter((write) => !isSetupIntent(write)),
      await sent,
      [
        `POST /v1/payment_methods/${paymentMethodId}/attach`,
        `POST /v1/customers/${customerId}`,
        `POST /v1/invoices/${invoice?.id}/pay`,
      ],
    );
    // Attaching a test token makes a PaymentMethod of the customer's own, as at Stripe: it is the default now.
    const customer = await harness.stripe.customers.retrieve(customerId);
    if (customer.deleted) throw new Error(`${customerId} was deleted`);
    const method = String(customer.invoice_settings.default_payment_method);
    expect((await harness.stripe.paymentMethods.retrieve(method)).card?.last4).toBe(GOOD_CARD.slice(-4));
    expect((await harness.stripe.invoices.retrieve(invoice?.id ?? '')).status).toBe('paid');
    expect((await harness.stripe.invoices.list({ customer: customerId, status: 'open' })).data).toEqual([]);
    const [subscription] = (await harness.stripe.subscriptions.list({ customer: customerId })).data;
    expect(subscription?.status).toBe('active');
    expect(await host.calls()).toContain('onUpdatePaymentInformation');
    expect(host.log.errors).toEqual([]);
  });
});
