import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { customer, NOW, subscription } from '../../domain/sample-data.testing.ts';
import { enWalls } from '../../i18n/catalogs/en/walls.ts';
import { createTranslator, loadCatalog, registerEnglish } from '../../i18n/index.ts';
import { runFailedPaymentWallCheck } from '../../state/failed-payment-wall/check.ts';
import {
  type FailedPaymentWallOptions,
  parseFailedPaymentWallOptions,
} from '../../state/failed-payment-wall/options.ts';
import { setFailedPaymentWallRuntime } from '../../state/failed-payment-wall/runtime.ts';
import { resetFailedPaymentWall } from '../../state/failed-payment-wall/store.ts';
import { fakeBackend, TEST_API_BASE, TEST_APP_ID, wallRuntimeOver } from '../../state/walls/walls.testing.ts';
import { cardNote, FailedPaymentContainer } from './failed-payment-container.tsx';
import { createFakeStripe } from './fake-stripe.testing.ts';

// The walls' chunk entry (walls-api.ts) registers their English texts; these tests render the containers without it.
registerEnglish(enWalls);

const DAY = 86_400;
const invoice = {
  id: 'in_1',
  attemptCount: 2,
  dueDate: NOW.getTime() / 1000 - 3 * DAY,
  amountDue: 2900,
  currency: 'usd',
  charge: { payment_method_details: { card: { brand: 'mastercard', last4: '4444' } } },
};
const pastDue = customer([subscription({ status: 'past_due' })], { name: 'Grace Hopper' });

async function showWall(options: FailedPaymentWallOptions = {}, lang = 'en') {
  const backend = fakeBackend({
    'POST stripe/failed-payments': () => jsonResponse([invoice]),
    'GET embed/customer': () => jsonResponse(pastDue),
    'GET branding': () => jsonResponse({ brandTheme: 'theme-v2', name: 'Acme' }),
    'GET embed/billing': () => jsonResponse({ client_secret: 'seti_1_secret_x' }),
    'POST embed/billing': () => jsonResponse({ invoice: 'in_1', amountPaid: 2900, currency: 'usd' }),
    'POST /api/events/new': () => jsonResponse({}),
    'POST /api/a/e': () => jsonResponse({}),
  });
  const parsed = parseFailedPaymentWallOptions({
    appId: TEST_APP_ID,
    customerId: 'cus_1',
    authHash: 'h',
    apiBase: TEST_API_BASE,
    stripe: createFakeStripe(),
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const runtime = wallRuntimeOver(parsed.options, backend);
  setFailedPaymentWallRuntime(runtime);
  await act(() => runFailedPaymentWallCheck(runtime));
  const t = createTranslator({ lang, catalog: await loadCatalog(lang) });
  render(<FailedPaymentContainer t={t} />);
  return backend;
}

afterEach(() => {
  act(() => resetFailedPaymentWall());
  setFailedPaymentWallRuntime(null);
  vi.restoreAllMocks();
});

describe('A note about the card on file (brand and last4 if known)', () => {
  const t = createTranslator({ lang: 'en' });
  it.each([
    [{ brand: 'visa', last4: '4242' }, 'We tried to charge your Visa card ending in 4242.'],
    [{ brand: null, last4: '4242' }, 'We tried to charge your card ending in 4242.'],
    [{ brand: 'amex', last4: null }, 'We tried to charge your American Express card.'],
    [null, 'We tried to charge the card on file.'],
  ])('%j', (card, text) => {
    expect(cardNote(t, card)).toBe(text);
  });
});

describe('Failed-payment wall: greeting, notice, card on file, card form, update billing', () => {
  it('shows the main screen in the theme of the brand, with the lazy card form', async () => {
    await showWall();
    const dialog = screen.getByRole('dialog', { name: 'Update your payment details' });
    expect(dialog.closest('.hf-theme-v2')).toBeTruthy();
    expect(screen.getByText('Hi Grace,')).toBeTruthy();
    expect(screen.getByText(/access to your account is limited/)).toBeTruthy();
    expect(screen.getByText('We tried to charge your Mastercard card ending in 4444.')).toBeTruthy();
    expect(screen.getByText('Amount due: $29.00')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update billing' })).toHaveProperty('disabled', true);
  });

  it('a complete card enables the button; the update ends in the invoice-paid confirmation', async () => {
    await showWall();
    fireEvent.input(await screen.findByRole('textbox', { name: 'Card number' }), {
      target: { value: '4242424242424242' },
    });
    const update = screen.getByRole('button', { name: 'Update billing' });
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    await userEvent.click(update);
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Payment successful',
    ]);
    expect(screen.getByText(/We charged \$29\.00 to your new card\./)).toBeTruthy();
  });

  it('a declined card: the card-failure message and Back to a fresh card form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await showWall();
    fireEvent.input(await screen.findByRole('textbox', { name: 'Card number' }), {
      target: { value: '4000000000000002' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Update billing' }));
    expect(
      await screen.findByText(
        'There was an error processing your payment. Please double check your card and try again.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const field = await screen.findByRole('textbox', { name: 'Card number' });
    expect(field).toHaveProperty('value', '');
  });

  it('get-help, cancel and logout links only with their host handlers', async () => {
    await showWall({
      handleSupportRequest: vi.fn(),
      handleFailedPaymentWallCancel: vi.fn(),
      handleLogout: vi.fn(),
    });
    for (const name of ['Get help', 'Cancel subscription', 'Log out']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('no links without handlers', async () => {
    await showWall();
    for (const name of ['Get help', 'Cancel subscription', 'Log out']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('Failed-payment wall in the four languages', () => {
  it.each([
    ['en', 'Update your payment details', 'Update billing', /card ending in 4444/],
    ['de', 'Zahlungsdaten aktualisieren', 'Zahlungsdaten aktualisieren', /Endung 4444/],
    [
      'fr',
      'Mettre à jour vos informations de paiement',
      'Mettre à jour le paiement',
      /se terminant par 4444/,
    ],
    ['es', 'Actualiza tus datos de pago', 'Actualizar datos de pago', /terminada en 4444/],
  ])('%s', async (lang, dialogName, update, note) => {
    await showWall({ i18n: { lang } }, lang);
    expect(screen.getByRole('dialog', { name: dialogName })).toBeTruthy();
    expect(screen.getByRole('button', { name: update })).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
  });
});
