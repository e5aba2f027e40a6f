import { describe, expect, it } from 'vitest';
import { errorResponse, fakeApiClient, jsonResponse, sentRequest } from '../api.testing.ts';

function setup() {
  return fakeApiClient({ answer: () => jsonResponse({}) });
}

describe('tracked events and customer updates', () => {
  it('sends a wall event (spec §7 track event names)', async () => {
    const { client, fetch } = setup();
    const event = {
      event: 'ck-failed-payment-wall-update',
      timestamp: '2026-01-01T00:00:00.000Z',
      customerId: 'cus_123',
      properties: { invoice: 'in_1' },
    };
    await client.trackEvent(event);
    expect(sentRequest(fetch.mock.calls[0]!).body).toEqual(event);
  });

  it("rejects with an ApiError the caller turns into 'Error recording event'", async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(500, 'db down'));
    await expect(
      client.trackEvent({ event: 'ck-pause-wall', timestamp: '2026-01-01T00:00:00.000Z', customerId: null }),
    ).rejects.toMatchObject({ kind: 'http', status: 500, call: 'trackEvent', message: 'db down' });
  });

  it('sends customer attribute updates', async () => {
    const { client, fetch } = setup();
    await client.updateCustomer({ customerId: 'cus_123', attributes: { plan: 'pro', nps: 9 } });
    expect(sentRequest(fetch.mock.calls[0]!).body).toEqual({
      customerId: 'cus_123',
      attributes: { plan: 'pro', nps: 9 },
    });
  });
});
