/**
 * docs/api.md "Conventions": "Fields in payloads the backend does not know should be ignored" — a newer
 * widget may send more than this backend knows, and must not be refused for it.
 */
import { expect, it } from 'vitest';
import {
  ActionAnswerSchema,
  EmbedAnswerSchema,
  SessionCreatedSchema,
} from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAccepted, expectAnswer } from './support/expect-reply.ts';
import { sessionResults } from './support/session-results.ts';
import { serve } from './support/subscriptions.ts';

const customer = seeded('unknownFields');
/** A field no version of the contract has. */
const FUTURE_FIELD = { addedInAFutureVersion: { nested: [1, 2, 3] } };

describeContract('unknown payload fields', ({ api }) => {
  it('ignores unknown fields in the embed payload', async () => {
    const reply = await api.call('embed', { as: customer, body: { customAttributes: {}, ...FUTURE_FIELD } });
    expect(expectAnswer(reply, EmbedAnswerSchema).customer?.id).toBe(customer.customerId);
  });

  it('ignores unknown fields in a money action', async () => {
    await serve(api, customer);
    const reply = await api.call('cancel', {
      as: customer,
      body: { cancelAtPeriodEnd: true, ...FUTURE_FIELD },
    });
    expect(expectAnswer(reply, ActionAnswerSchema).subscription.cancel_at_period_end).toBe(true);
  });

  it('ignores unknown fields in session results and reports', async () => {
    const body = { ...sessionResults('contract-unknown-fields', customer), ...FUTURE_FIELD };
    expectAnswer(await api.call('createSession', { as: customer, body }), SessionCreatedSchema);
    const event = {
      event: 'step-change',
      timestamp: new Date().toISOString(),
      customerId: customer.customerId,
    };
    expectAccepted(await api.call('trackEvent', { as: customer, body: { ...event, ...FUTURE_FIELD } }));
  });
});
