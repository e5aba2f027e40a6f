import { describe, expect, it, vi } from 'vitest';
import { RECORDING_UPLOAD_TIMEOUT_MS } from '../../../contract/call-table.ts';
import { errorResponse, fakeApiClient, jsonResponse } from '../api.testing.ts';
import type { SessionResultsPayload } from './sessions.ts';

function setup() {
  const sleep = vi.fn(async (_ms: number) => {});
  return { ...fakeApiClient({ sleep }), sleep };
}

const results: SessionResultsPayload = {
  sessionKey: 'sk_7f3a',
  blueprintId: 'bp_1',
  recording: true,
  aborted: false,
  canceled: false,
  acceptedOffer: { guid: 'offer_pause', offerType: 'PAUSE', pauseDuration: 2, pauseInterval: 'MONTH' },
  offerOptions: { pauseInterval: 'MONTH', pauseDuration: 2 },
  surveyId: 'step_survey',
  surveyChoiceId: 'c_price',
  feedback: null,
  followupResponse: 'Too pricey for me',
  followupQuestion: 'What could we have done better?',
  customActionHandler: false,
  provider: 'STRIPE',
  mode: 'TEST',
  cooldowns: {
    discountCooldown: 3,
    discountCooldownApplied: false,
    pauseCooldown: null,
    pauseCooldownApplied: false,
  },
  customer: { id: 'cus_123', email: 'ada@example.com', subscriptionId: 'sub_123' },
  lite: false,
  stepsViewed: [
    {
      stepType: 'SURVEY',
      guid: 'step_survey',
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-01-01T00:00:12.000Z',
      duration: 12,
      numChoices: 4,
    },
  ],
  presentedOffers: [
    { guid: 'offer_pause', accepted: true, presentedAt: '2026-01-01T00:00:12.000Z', declinedAt: null },
  ],
};

describe('session results (POST /api/sessions, or /api/sessions/lite)', () => {
  it('sends the results and answers the session id', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockResolvedValue(jsonResponse({ _id: 'sess_1' }));
    await expect(client.sendSessionResults(results)).resolves.toEqual({ _id: 'sess_1' });
    expect(sent()[0]?.url.pathname).toBe('/api/sessions');
    expect(sent()[0]?.body).toEqual(results);
  });

  it('goes to /api/sessions/lite for a lite session', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockResolvedValue(jsonResponse({ _id: 'sess_2' }));
    await client.sendSessionResults({ ...results, lite: true });
    expect(sent()[0]?.url.pathname).toBe('/api/sessions/lite');
  });

  it('repeats a delivery that failed in transit with the same sessionKey, so the backend records it once', async () => {
    const { client, fetch, sent } = setup();
    fetch
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse({ _id: 'sess_3' }));
    await expect(client.sendSessionResults(results)).resolves.toEqual({ _id: 'sess_3' });
    expect(sent().map((request) => (request.body as { sessionKey: string }).sessionKey)).toEqual([
      'sk_7f3a',
      'sk_7f3a',
    ]);
  });

  it('does not repeat a delivery the backend refused', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(422, 'invalid session'));
    await expect(client.sendSessionResults(results)).rejects.toMatchObject({
      status: 422,
      call: 'createSession',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer without an id as malformed', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse({ id: 'sess_1' }));
    await expect(client.sendSessionResults(results)).rejects.toMatchObject({
      kind: 'malformed',
      call: 'createSession',
    });
  });
});

describe('recording upload (PUT /api/sessions/{id})', () => {
  const upload = {
    recording: 'eJzLSM3JyQcABiwCFQ==',
    recordingStartTime: '2026-01-01T00:00:00.000Z',
    recordingEndTime: '2026-01-01T00:03:00.000Z',
  };

  it('puts the compressed recording and its times on the session', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(client.uploadRecording('sess_1', upload)).resolves.toBeUndefined();
    expect(sent()[0]).toMatchObject({ method: 'PUT', body: upload });
    expect(sent()[0]?.url.pathname).toBe('/api/sessions/sess_1');
  });

  it('allows a large upload more time than other calls', () => {
    expect(RECORDING_UPLOAD_TIMEOUT_MS).toBeGreaterThan(15_000);
  });
});
