/**
 * The real widget (renderer/index.ts: init, show, the views) against the mock server over HTTP, in jsdom:
 * the customer walks the full flow and the backend receives what the spec says.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMockApp } from '../fixtures/mock-app.ts';
import { computeAuthHash } from '../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../mocks/backend/constants.ts';
import { createMockServer, type MockServer } from '../mocks/server/create-mock-server.ts';
import { holdfast } from '../renderer/index.ts';
import { mintCustomerToken } from '../renderer/server-token.ts';

let server: MockServer;

beforeEach(async () => {
  server = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
});
afterEach(async () => {
  await holdfast.clearState();
  await server.close();
});

function widget() {
  const root = document
    .getElementById('holdfast-cancel-flow')
    ?.shadowRoot?.querySelector('[data-holdfast-root]');
  if (!(root instanceof HTMLElement)) throw new Error('widget not mounted');
  return within(root);
}

async function start(customerId: string, extra: Record<string, unknown> = {}) {
  const callbacks = { onCancel: vi.fn(), onClose: vi.fn(), onPause: vi.fn(), onError: vi.fn() };
  const result = await holdfast.init({
    appId: DEFAULT_APP_ID,
    customerId,
    authHash: await computeAuthHash(DEFAULT_APP_SECRET, customerId),
    apiBase: server.url,
    record: false,
    ...callbacks,
    ...extra,
  });
  expect(result).toEqual({ ok: true });
  await holdfast.show();
  return callbacks;
}

/** Spec §4 ignores a second Next or Back within 400 ms; a person takes longer than that. */
function afterBounceGuard() {
  return new Promise((resolve) => setTimeout(resolve, 420));
}

function received(path: string) {
  return server.backend.requests().filter((request) => request.path.endsWith(path));
}

/** From the survey to the confirm step: an answer with an attached offer, feedback, every offer declined. */
async function walkToConfirm(ui: ReturnType<typeof widget>, user: ReturnType<typeof userEvent.setup>) {
  await user.click(await ui.findByRole('radio', { name: 'I ran into technical issues' }));
  await user.click(ui.getByRole('button', { name: 'Next' }));
  // The attached contact offer sits between the survey and the freeform step.
  expect(await ui.findByRole('heading', { name: 'Let us fix it' })).toBeTruthy();
  await afterBounceGuard();
  await user.click(ui.getByRole('button', { name: 'Decline offer' }));
  expect(await ui.findByRole('heading', { name: 'Anything else we should know?' })).toBeTruthy();
  // jsdom + user-event do not deliver typed input events inside a shadow root to React; the browser
  // suite types for real. Here the change event stands in for the typing.
  fireEvent.change(ui.getByRole('textbox'), { target: { value: 'The app crashes when I export.' } });
  let guard = 0;
  while (!ui.queryByRole('button', { name: 'Confirm and cancel' }) && guard++ < 12) {
    await afterBounceGuard();
    const next =
      ui.queryByRole('button', { name: 'Next' }) ?? ui.getByRole('button', { name: 'Decline offer' });
    await user.click(next);
  }
}

describe('cancel flow against the mock backend', { timeout: 30_000 }, () => {
  it("a customerToken minted on the host's server stands in for the authHash", async () => {
    const customerId = 'cus_active_monthly';
    const customerToken = await mintCustomerToken({
      secret: DEFAULT_APP_SECRET,
      keyId: 1,
      appId: DEFAULT_APP_ID,
      customerId,
    });
    const callbacks = await start(customerId, { authHash: undefined, customerToken });
    expect(await widget().findByRole('radio', { name: 'I ran into technical issues' })).toBeTruthy();
    expect(received('/embed')[0]?.headers['x-holdfast-auth-hash']).toBe(customerToken);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('walks survey → freeform → offers declined → confirm → cancelled', async () => {
    const user = userEvent.setup();
    const callbacks = await start('cus_active_monthly');
    const ui = widget();
    await ui.findByRole('dialog');
    await walkToConfirm(ui, user);
    await afterBounceGuard();
    await user.click(ui.getByRole('button', { name: 'Confirm and cancel' }));
    expect(await ui.findByRole('heading', { name: /has been cancelled/ })).toBeTruthy();
    expect(received('/stripe/cancel')).toHaveLength(1);
    expect(received('/stripe/cancel')[0]?.body).toEqual({ cancelAtPeriodEnd: true });
    await waitFor(() => expect(received('/api/sessions')).toHaveLength(1));
    const session = received('/api/sessions')[0]?.body as Record<string, unknown>;
    expect(session).toMatchObject({
      canceled: true,
      aborted: false,
      feedback: 'The app crashes when I export.',
    });
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the watermark on the complete screen when the branding enables it', async () => {
    await server.close();
    server = await createMockServer({
      apps: [defaultMockApp(new Date(), { branding: 'watermark' })],
      port: 0,
    });
    const user = userEvent.setup();
    await start('cus_active_monthly');
    const ui = widget();
    await walkToConfirm(ui, user);
    await afterBounceGuard();
    await user.click(ui.getByRole('button', { name: 'Confirm and cancel' }));
    expect(await ui.findByRole('heading', { name: /has been cancelled/ })).toBeTruthy();
    expect(ui.getByText(/Cancellation Guaranteed by/)).toBeTruthy();
    expect(ui.getByRole('link', { name: /Holdfast/ }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('the confirm step warns that cancelling ends the running discount, with its wording and end date', async () => {
    const user = userEvent.setup();
    await start('cus_discount_accepted', { bypassDiscountAppliedScreen: true });
    const ui = widget();
    await walkToConfirm(ui, user);
    expect(ui.getByText('Cancelling ends your discount')).toBeTruthy();
    expect(ui.getByText(/You currently save/)).toBeTruthy();
    expect(ui.getByText(/30\s?% off for 3 months/)).toBeTruthy();
    expect(ui.getByText(/^Valid until /)).toBeTruthy();
  });
});

describe('host event() (spec §7 /api/events/new, §8 messages)', () => {
  it('records the event; a refused one reaches onError as "Error recording event"', async () => {
    const callbacks = await start('cus_active_monthly');
    expect(await holdfast.event('upgrade-clicked', { plan: 'pro' })).toEqual({ ok: true });
    expect(
      received('/api/events/new').map((request) => Reflect.get(Object(request.body), 'event')),
    ).toContain('upgrade-clicked');
    server.backend.faults.add({ kind: 'status', path: '/api/events/new', status: 400 });
    await holdfast.event('downgrade-clicked');
    expect(callbacks.onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'EVENT_ERROR',
        message: expect.stringMatching(/^Error recording event: /),
      }),
    );
  });
});
