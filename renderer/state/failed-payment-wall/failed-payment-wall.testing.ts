/**
 * What the failed-payment wall's state tests (`failed-payment-wall-*.test.ts`) share: a past-due customer
 * behind a fake backend, the wall's runtime over it, the card form's part, and the reset after each test.
 * Not imported by the product.
 */
import { vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import type { CardSetupAttempt } from '../../domain/failed-payment.ts';
import { customer, NOW, subscription } from '../../domain/sample-data.testing.ts';
import {
  type FakeBackend,
  fakeBackend,
  memoryStore,
  TEST_API_BASE,
  TEST_APP_ID,
  wallRuntimeOver,
} from '../walls/walls.testing.ts';
import { cardFormReady } from './card-form.ts';
import { type FailedPaymentWallOptions, parseFailedPaymentWallOptions } from './options.ts';
import { type FailedPaymentWallRuntime, setFailedPaymentWallRuntime } from './runtime.ts';
import { resetFailedPaymentWall } from './store.ts';

const DAY = 86_400;
const nowSecs = NOW.getTime() / 1000;
/** A failed invoice of $29 due `daysAgo` days before {@link NOW}. */
export const invoice = (daysAgo: number, attemptCount = 1) => ({
  id: `in_${daysAgo}`,
  attemptCount,
  dueDate: nowSecs - daysAgo * DAY,
  amountDue: 2900,
  currency: 'usd',
});
const pastDue = customer([subscription({ status: 'past_due' })], {
  id: 'cus_past_due',
  name: 'Grace Hopper',
  primaryInvoiceCard: { brand: 'visa', last4: '0341' },
});
/** What the backend answers to a card update: invoice in_3 paid with the new card. */
export const PAYMENT = {
  invoice: 'in_3',
  amountPaid: 2900,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
};

/** A backend answering the failed-payment wall's calls, with these failed invoices. */
export function backendFor(invoices: unknown[] = [invoice(3)]): FakeBackend {
  let intents = 0;
  return fakeBackend({
    'POST stripe/failed-payments': () => jsonResponse(invoices),
    'GET embed/customer': () => jsonResponse(pastDue),
    'GET branding': () => jsonResponse({}),
    'GET embed/billing': () => jsonResponse({ client_secret: `seti_${++intents}_secret` }),
    'POST embed/billing': () => jsonResponse(PAYMENT),
    'POST /api/events/new': () => jsonResponse({}),
    'POST /api/a/e': () => jsonResponse({}),
  });
}

export const SUCCEEDED: CardSetupAttempt = {
  status: 'succeeded',
  paymentMethodId: 'pm_card_visa',
  error: null,
};

/** Installs the failed-payment wall's runtime for `cus_past_due` over `backend`, at {@link NOW}. */
export function setup(options: FailedPaymentWallOptions = {}, backend = backendFor(), store = memoryStore()) {
  const parsed = parseFailedPaymentWallOptions({
    appId: TEST_APP_ID,
    customerId: 'cus_past_due',
    authHash: 'hash',
    apiBase: TEST_API_BASE,
    publishableKeys: { live: 'pk_live_x', test: 'pk_test_x' },
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const runtime: FailedPaymentWallRuntime = wallRuntimeOver(parsed.options, backend, () => null, store);
  setFailedPaymentWallRuntime(runtime);
  return { runtime, backend, store };
}

/** The card form's part: ready with a confirmer answering these attempts in turn. */
export function cardForm(...attempts: CardSetupAttempt[]) {
  const confirm = vi.fn((_secret: string) => Promise.resolve(attempts.shift() ?? SUCCEEDED));
  cardFormReady({ confirm });
  return confirm;
}

/** Leaves no wall, runtime or spy to the next test: `afterEach(resetFailedPaymentWallTest)`. */
export function resetFailedPaymentWallTest(): void {
  resetFailedPaymentWall();
  setFailedPaymentWallRuntime(null);
  vi.restoreAllMocks();
}
