// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_STORAGE_KEY } from '../state/reporting/outbox.ts';
import { createHoldfast } from './holdfast.ts';

const ADA = { appId: 'app_1', customerId: 'cus_ada' };
const BOB = { appId: 'app_1', customerId: 'cus_bob' };

/** An outbox entry as an earlier visit left it: the session's own fields, e-mail and feedback included. */
function entry(owner: typeof ADA, sessionKey: string) {
  return {
    ...owner,
    savedAt: Date.now() - 1000,
    results: {
      sessionKey,
      feedback: 'Too pricey',
      customer: { id: owner.customerId, email: 'x@example.com' },
    },
  };
}

afterEach(() => localStorage.clear());

describe('clearState() empties the outbox for the customer who logs out', () => {
  it('their undelivered results leave the browser; another customer’s stay for their next visit', () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([entry(ADA, 'sk_ada'), entry(BOB, 'sk_bob')]));
    const holdfast = createHoldfast();
    expect(holdfast.init({ ...ADA, authHash: 'abc', record: false, report: false })).toEqual({ ok: true });
    holdfast.clearState();
    const left = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
    expect(left.map((stored: { results: { sessionKey: string } }) => stored.results.sessionKey)).toEqual([
      'sk_bob',
    ]);
  });
});
