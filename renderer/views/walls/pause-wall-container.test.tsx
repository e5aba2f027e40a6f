import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { annualSubscription, customer, subscription, unix } from '../../domain/sample-data.testing.ts';
import { enCancelConfirm } from '../../i18n/catalogs/en/cancel-confirm.ts';
import { enWalls } from '../../i18n/catalogs/en/walls.ts';
import { createTranslator, loadCatalog, registerEnglish } from '../../i18n/index.ts';
import { runPauseWallCheck } from '../../state/pause-wall/check.ts';
import { type PauseWallOptions, parsePauseWallOptions } from '../../state/pause-wall/options.ts';
import { setPauseWallRuntime } from '../../state/pause-wall/runtime.ts';
import { resetPauseWall } from '../../state/pause-wall/store.ts';
import { fakeBackend, TEST_API_BASE, TEST_APP_ID, wallRuntimeOver } from '../../state/walls/walls.testing.ts';
import { PauseWallContainer } from './pause-wall-container.tsx';

// The walls' chunk entry (walls-api.ts) registers their English texts; these tests render the containers without it.
registerEnglish(enWalls);
registerEnglish(enCancelConfirm);

const RESUMES_AT = unix('2025-04-20T00:00:00Z');
const paused = subscription({ id: 'sub_paused', pause_collection: { resumes_at: RESUMES_AT } });

async function showWall(
  answer: unknown,
  options: PauseWallOptions = {},
  lang = 'en',
  routes: Record<string, () => Response> = {},
) {
  const backend = fakeBackend({
    'GET embed/customer': () => jsonResponse(answer),
    'GET branding': () => jsonResponse({}),
    'POST /api/events/new': () => jsonResponse({}),
    'POST /api/a/e': () => jsonResponse({}),
    ...routes,
  });
  const parsed = parsePauseWallOptions({
    appId: TEST_APP_ID,
    customerId: 'cus_1',
    authHash: 'h',
    apiBase: TEST_API_BASE,
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const runtime = wallRuntimeOver(parsed.options, backend, () => 'sub_paused');
  setPauseWallRuntime(runtime);
  await act(() => runPauseWallCheck(runtime));
  const t = createTranslator({ lang, catalog: await loadCatalog(lang) });
  render(<PauseWallContainer t={t} />);
  return backend;
}

afterEach(() => {
  act(() => resetPauseWall());
  setPauseWallRuntime(null);
  vi.restoreAllMocks();
});

describe('Pause wall: greeting with first name, reactivation date, next charge and Resume', () => {
  it('says all of it for a paused customer, with a cancel-now link and no close button', async () => {
    await showWall(customer([paused], { name: 'Ada Lovelace' }));
    expect(screen.getByRole('dialog', { name: 'Resume your subscription' })).toBeTruthy();
    expect(screen.getByText('Hi Ada,')).toBeTruthy();
    expect(
      screen.getByText('Your subscription will reactivate automatically on April 20, 2025.'),
    ).toBeTruthy();
    expect(screen.getByText('When you resume, you will be charged $20.00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Subscription Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('without a name the greeting goes without one', async () => {
    await showWall(customer([paused]));
    expect(screen.getByText('Hi there,')).toBeTruthy();
  });

  it('if set to cancel: the cancel date, no Resume and no cancel-now link', async () => {
    await showWall(customer([subscription({ ...paused, cancel_at_period_end: true })]));
    expect(screen.getByText('Your subscription is set to cancel on April 1, 2025.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Subscription Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel now' })).toBeNull();
  });

  it('a soft pause: the term end, and a close button', async () => {
    const soft = annualSubscription({
      pause_collection: { resumes_at: RESUMES_AT, resumption_term_end: unix('2025-12-01T00:00:00Z') },
    });
    await showWall(customer([soft]));
    expect(
      screen.getByText('You have access until your current term ends on December 1, 2025.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });

  it('a soft pause whose term end has passed: the term end in the past, beside the reactivation date', async () => {
    const soft = annualSubscription({
      pause_collection: { resumes_at: RESUMES_AT, resumption_term_end: unix('2025-03-01T00:00:00Z') },
    });
    await showWall(customer([soft]));
    expect(screen.getByText('Your term ended on March 1, 2025.')).toBeTruthy();
    expect(
      screen.getByText('Your subscription will reactivate automatically on April 20, 2025.'),
    ).toBeTruthy();
    expect(screen.queryByText(/You have access until/)).toBeNull();
  });

  it('a soft pause whose term has ended, in German, French and Spanish', async () => {
    const soft = annualSubscription({
      pause_collection: { resumes_at: RESUMES_AT, resumption_term_end: unix('2025-03-01T00:00:00Z') },
    });
    await showWall(customer([soft]), {}, 'de');
    expect(screen.getByText('Ihre Laufzeit ist am 1. März 2025 abgelaufen.')).toBeTruthy();
    cleanup();
    await showWall(customer([soft]), {}, 'fr');
    expect(screen.getByText('Votre période s’est terminée le 1 mars 2025.')).toBeTruthy();
    cleanup();
    await showWall(customer([soft]), {}, 'es');
    expect(screen.getByText('Tu periodo terminó el 1 de marzo de 2025.')).toBeTruthy();
  });

  it("the logout link shows only with the host's handleLogout", async () => {
    await showWall(customer([paused]), { handleLogout: vi.fn() });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('Pause wall outcomes', () => {
  it('resumed: the heading turns to Welcome back (said once), with a close button', async () => {
    await showWall(customer([paused]), {}, 'en', {
      'POST stripe/resume': () => jsonResponse({ subscription: { ...paused, pause_collection: null } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription Now' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Welcome back!']);
    expect(screen.queryByText('Resume your subscription')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a failed resume: the spec message, and the detail in TEST mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await showWall(customer([paused]), { mode: 'TEST' }, 'en', {
      'POST stripe/resume': () => jsonResponse({ message: 'Stripe is down' }, 400),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription Now' }));
    expect(await screen.findByText('Error resuming subscription. Please contact support.')).toBeTruthy();
    expect(screen.getByText(/Stripe is down/)).toBeTruthy();
  });

  it('in LIVE mode the detail stays hidden', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await showWall(customer([paused]), { mode: 'LIVE' }, 'en', {
      'POST stripe/resume': () => jsonResponse({ message: 'Stripe is down' }, 400),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription Now' }));
    await screen.findByText('Error resuming subscription. Please contact support.');
    expect(screen.queryByText(/Stripe is down/)).toBeNull();
  });
});

describe('Pause wall: Cancel now asks once before it cancels (issue 17 §7)', () => {
  const cancelled = {
    'POST stripe/cancel': () => jsonResponse({ subscription: { ...paused, cancel_at_period_end: true } }),
  };
  const QUESTION = 'Are you sure you want to cancel your subscription?';

  it('the first tap asks; only Yes, cancel sends the cancel', async () => {
    const backend = await showWall(customer([paused]), {}, 'en', cancelled);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(screen.getByRole('group', { name: QUESTION })).toBeTruthy();
    expect(backend.sent('stripe/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(backend.sent('stripe/cancel')).toHaveLength(1);
  });

  it('No, keep it leaves the wall as it was, nothing sent', async () => {
    const backend = await showWall(customer([paused]), {}, 'en', cancelled);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume Subscription Now' })).toBeTruthy();
    expect(backend.sent('stripe/cancel')).toHaveLength(0);
  });

  it('with confirmCancel: false the first tap cancels', async () => {
    const backend = await showWall(customer([paused]), { confirmCancel: false }, 'en', cancelled);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(backend.sent('stripe/cancel')).toHaveLength(1);
  });

  it('a confirmCancel that is not a boolean is refused, naming the option', () => {
    const parsed = parsePauseWallOptions({ appId: TEST_APP_ID, confirmCancel: 'no' });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^Pause wall: confirmCancel: .*boolean/);
  });
});

describe('Pause wall in the four languages', () => {
  it.each([
    ['en', 'Resume your subscription', 'Resume Subscription Now', 'Cancel now', /April 20, 2025/],
    ['de', 'Abo fortsetzen', 'Abo jetzt fortsetzen', 'Jetzt kündigen', /20\. April 2025/],
    [
      'fr',
      'Reprendre votre abonnement',
      'Reprendre mon abonnement maintenant',
      'Résilier maintenant',
      /20 avril 2025/,
    ],
    ['es', 'Reanuda tu suscripción', 'Reanudar suscripción ahora', 'Cancelar ahora', /20 de abril de 2025/],
  ])('%s', async (lang, heading, resume, cancel, date) => {
    await showWall(customer([paused]), { i18n: { lang } }, lang);
    expect(screen.getByRole('dialog', { name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: resume })).toBeTruthy();
    expect(screen.getByRole('button', { name: cancel })).toBeTruthy();
    expect(screen.getByText(date)).toBeTruthy();
  });
});
