/**
 * Spec §2 Contact and Redirect offers, §6 host handlers, §8 'handleSupportRequest not implemented', in
 * Chromium: Get help hands over to the host's handleSupportRequest (or fails without one), the redirect
 * offer is a real link that opens a new tab without an opener, and a host handle* replaces the billing call.
 */
import { describe, expect, it } from 'vitest';
import { billingCalls } from '../support/backend-calls.ts';
import { callbackArgs, type FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

/** The full flow's attached contact offer: the survey answer 'I ran into technical issues'. */
async function openContactOffer(page: FlowPage): Promise<void> {
  await page.choose('I ran into technical issues');
  await page.footer('Next');
  await page.expectTitle('Let us fix it');
  await page.expectVisible(page.dialog.getByText('Let Us Help'));
}

describe('Contact offer: Get help calls the host’s handleSupportRequest (spec §2, §6)', () => {
  it('with the host handler: the host takes over, the widget closes, the session records the contact', async () => {
    const page = await harness.start({ handlers: true });
    await openContactOffer(page);
    await page.dialog.getByRole('button', { name: 'Get help' }).click();

    await page.widget.waitFor({ state: 'detached' });
    await expect.poll(() => page.callbacks()).toContain('handleSupportRequest');
    const [customer] = await callbackArgs(page.page, 'handleSupportRequest');
    expect(customer).toMatchObject({ id: 'cus_active_monthly' });
    await expect.poll(() => page.callbacks()).toContain('onClose');

    const [session] = await page.requests('/api/sessions');
    expect(session?.body).toMatchObject({
      aborted: false,
      canceled: false,
      customActionHandler: true,
      acceptedOffer: { guid: 'full-flow-attached-contact', offerType: 'CONTACT' },
    });
    expect(billingCalls(await page.requests())).toEqual([]);
  });

  it('without a handler: the error screen, generic in live mode; onError names the missing handler', async () => {
    const page = await harness.start();
    await openContactOffer(page);
    await page.dialog.getByRole('button', { name: 'Get help' }).click();

    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Sorry, something went wrong' }));
    await page.expectVisible(page.dialog.getByText('Please contact us.'));
    await page.expectVisible(page.dialog.getByText('An Error Occurred').first());
    // Spec §2: details only in test mode or preview.
    expect(await page.dialog.getByText('handleSupportRequest not implemented').count()).toBe(0);
    await page.expectVisible(page.dialog.getByRole('button', { name: 'Go to account' }));

    await expect.poll(() => page.callbacks()).toContain('onError');
    const [error] = await callbackArgs(page.page, 'onError');
    expect(error).toMatchObject({ message: 'handleSupportRequest not implemented', code: 'CONTACT_ERROR' });
    await expect.poll(async () => (await page.requests('/api/a/e')).length).toBe(1);
  });

  it('without a handler in test mode: the details name the missing handler', async () => {
    const page = await harness.start({ mode: 'TEST' });
    await openContactOffer(page);
    await page.dialog.getByRole('button', { name: 'Get help' }).click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Sorry, something went wrong' }));
    await page.expectVisible(page.dialog.getByText(/handleSupportRequest not implemented/));
  });
});

describe('Redirect offer: a link to the configured page (spec §2)', () => {
  it('opens the configured URL in a new tab with no opener, then closes with the offer recorded', async () => {
    const page = await harness.start();
    await page.context.route('https://help.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Release notes</title>' }),
    );
    await page.choose('I am switching to another product');
    await page.footer('Next');
    await page.expectTitle('Anything else we should know?');
    await page.footer('Next');
    for (const title of [
      'Need a break, Louise?',
      'Stay and save 30%',
      'Find a plan that fits',
      'Can we help?',
    ]) {
      await page.expectTitle(title);
      await page.footer('Decline offer');
    }
    await page.expectTitle('See what is new');

    const link = page.dialog.getByRole('link', { name: 'Read the release notes (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe('https://help.example.com/whats-new');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);

    const [tab] = await Promise.all([page.context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://help.example.com/whats-new');
    expect(await tab.evaluate(() => window.opener)).toBeNull();

    await page.widget.waitFor({ state: 'detached' });
    await expect.poll(async () => (await page.requests('/api/sessions')).length).toBe(1);
    const [session] = await page.requests('/api/sessions');
    expect(session?.body).toMatchObject({
      canceled: false,
      acceptedOffer: {
        offerType: 'REDIRECT',
        redirectConfig: { redirectUrl: 'https://help.example.com/whats-new' },
      },
    });
    expect(billingCalls(await page.requests())).toEqual([]);
  });
});

describe('Host handlers replace the built-in billing calls (spec §6)', () => {
  it('with handleDiscount the host applies the coupon: no billing call, the complete screen as usual', async () => {
    const page = await harness.start({ handlers: true });
    await page.choose('It is too expensive');
    await page.footer('Next');
    await page.dialog.getByRole('button', { name: 'Claim discount' }).click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your discount has been applied' }));

    await expect.poll(() => page.callbacks()).toContain('onDiscount');
    const [customer, choice] = await callbackArgs(page.page, 'handleDiscount');
    expect(customer).toMatchObject({ id: 'cus_active_monthly' });
    expect(choice).toEqual({ couponId: 'save20-forever' });
    expect(billingCalls(await page.requests())).toEqual([]);
    const [session] = await page.requests('/api/sessions');
    expect(session?.body).toMatchObject({
      customActionHandler: true,
      acceptedOffer: { offerType: 'DISCOUNT', discountConfig: { couponId: 'save20-forever' } },
    });
  });
});
