/**
 * The real walls (renderer/index.ts: check, the views, the lazy card form with @stripe/react-stripe-js over
 * the playground's fake Stripe) against the mock server over HTTP, in jsdom.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_GRACE_PERIOD_DAYS } from '../fixtures/catalog/failed-invoices.ts';
import { defaultMockApp } from '../fixtures/mock-app.ts';
import { computeAuthHash } from '../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../mocks/backend/constants.ts';
import { createMockServer, type MockServer } from '../mocks/server/create-mock-server.ts';
import { holdfast } from '../renderer/index.ts';
import { createFakeStripe } from '../renderer/views/walls/fake-stripe.testing.ts';

let server: MockServer;

beforeEach(async () => {
  server = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
  localStorage.clear();
});
afterEach(async () => {
  await holdfast.clearPauseWallState();
  await holdfast.clearFailedPaymentWallState();
  await server.close();
});

function wall(experience: 'pause-wall' | 'failed-payment-wall') {
  const root = document
    .getElementById(`holdfast-${experience}`)
    ?.shadowRoot?.querySelector('[data-holdfast-root]');
  if (!(root instanceof HTMLElement)) throw new Error(`${experience} not mounted`);
  return within(root);
}

async function identity(customerId: string) {
  return {
    appId: DEFAULT_APP_ID,
    customerId,
    authHash: await computeAuthHash(DEFAULT_APP_SECRET, customerId),
    apiBase: server.url,
  };
}

function received(path: string) {
  return server.backend.requests().filter((request) => request.path.endsWith(path));
}

describe('pause wall against the mock backend', { timeout: 30_000 }, () => {
  it('shows the paused customer the wall and resumes once', async () => {
    const user = userEvent.setup();
    const callbacks = { onResume: vi.fn(), onPauseWallActivated: vi.fn(), onPauseWallClosed: vi.fn() };
    const result = await holdfast.check('pause', { ...(await identity('cus_paused')), ...callbacks });
    expect(result).toEqual({ ok: true, shown: true, skipped: false });
    const ui = wall('pause-wall');
    expect(await ui.findByRole('heading', { name: 'Resume your subscription' })).toBeTruthy();
    expect(ui.getByText(/will reactivate automatically on/)).toBeTruthy();
    // A full pause in the main wall state: no way out but the wall's own.
    expect(ui.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    const resume = ui.getByRole('button', { name: 'Resume Subscription Now' });
    await user.click(resume);
    expect(await ui.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(received('/stripe/resume')).toHaveLength(1);
    expect(callbacks.onResume).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(received('/api/events/new').map((r) => Reflect.get(Object(r.body), 'event'))).toEqual([
        'ck-pause-wall',
        'ck-pause-wall-resume',
      ]),
    );
    await user.click(ui.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.getElementById('holdfast-pause-wall')).toBeNull());
    expect(callbacks.onPauseWallClosed).toHaveBeenCalledTimes(1);
    const customer = server.backend.app()?.customers.find((c) => c.customer.id === 'cus_paused');
    expect(customer?.customer.subscriptions.data[0]?.pause_collection).toBeNull();
  });

  it('does not show for an active customer', async () => {
    expect(await holdfast.check('pause', await identity('cus_active_monthly'))).toMatchObject({
      ok: true,
      shown: false,
    });
    expect(document.getElementById('holdfast-pause-wall')).toBeNull();
  });
});

describe('failed-payment wall against the mock backend', { timeout: 30_000 }, () => {
  it('takes a new card through the lazy Stripe form and pays the invoice', async () => {
    const user = userEvent.setup();
    const stripe = createFakeStripe();
    const onUpdatePaymentInformation = vi.fn();
    const result = await holdfast.check('failed-payment', {
      ...(await identity('cus_past_due_outside_grace')),
      gracePeriodDays: FIXTURE_GRACE_PERIOD_DAYS,
      stripe,
      onUpdatePaymentInformation,
    });
    expect(result).toEqual({ ok: true, shown: true, skipped: false });
    const ui = wall('failed-payment-wall');
    expect(await ui.findByText(/access to your account is limited/)).toBeTruthy();
    const input = await ui.findByRole('textbox', { name: 'Card number' });
    const update = ui.getByRole('button', { name: 'Update billing' });
    expect(update).toHaveProperty('disabled', true);
    // See cancel-flow.test.tsx: typing inside a shadow root does not reach listeners in jsdom.
    fireEvent.input(input, { target: { value: '4242 4242 4242 4242' } });
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    await user.click(update);
    expect(await ui.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(stripe.confirmations).toEqual([
      expect.objectContaining({ number: '4242424242424242', handleActions: false, outcome: 'succeeds' }),
    ]);
    expect(received('/embed/billing').map((r) => [r.method, r.body])).toEqual([
      ['GET', undefined],
      ['POST', { paymentMethodId: 'pm_card_visa', failedPaymentWall: true }],
    ]);
    expect(onUpdatePaymentInformation).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(received('/api/events/new').map((r) => Reflect.get(Object(r.body), 'event'))).toEqual([
        'ck-failed-payment-wall',
        'ck-failed-payment-wall-update',
      ]),
    );
  });
});
