/**
 * What the failed-payment rule tests (`failed-payment-*.test.ts`) share: a pinned now and a failed invoice
 * parsed through the real schema. Only `*.test.ts` files import this module.
 */
import * as v from 'valibot';
import { type FailedInvoiceInput, FailedInvoiceSchema } from '../../contract/schemas/index.ts';

export const NOW = new Date('2026-03-15T12:00:00Z');
export const DAY = 86_400;
export const nowSecs = NOW.getTime() / 1000;

/** A failed invoice due three days before {@link NOW}, attempted once; override what a test is about. */
export function invoice(overrides: Partial<FailedInvoiceInput> = {}) {
  return v.parse(FailedInvoiceSchema, {
    id: 'in_1',
    attemptCount: 1,
    dueDate: nowSecs - 3 * DAY,
    ...overrides,
  });
}
