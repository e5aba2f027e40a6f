import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type SessionResults, SessionResultsSchema } from '../contract/schemas/index.ts';
import { sessionResults } from '../renderer/api/api.testing.ts';
import { encodeRecording } from '../renderer/recording/encode-recording.ts';
import { loadReceivedSessions, outcomeOf } from './received-sessions.ts';

const ORIGIN = 'https://playground.test';
const EVENTS = [
  { type: 4, data: { href: 'https://playground.test/' }, timestamp: 1 },
  { type: 2, data: { node: { type: 0, id: 1, childNodes: [] } }, timestamp: 2 },
];

function results(fields: Partial<SessionResults> = {}) {
  return sessionResults({
    sessionKey: 'sk',
    blueprintId: 'bp_full_flow',
    recording: true,
    canceled: false,
    ...fields,
  });
}

function backend(sessions: unknown[], puts: unknown[]) {
  return async (url: string) => {
    const path = new URL(url).pathname;
    const body = path === '/__mock/state' ? { apps: [{ sessions }] } : puts;
    return new Response(JSON.stringify(body), { status: 200 });
  };
}

const stored = (id: string, fields: Partial<SessionResults> = {}) => ({
  _id: id,
  sessionKey: `key_${id}`,
  createdAt: '2025-03-15T12:00:00.000Z',
  deliveries: 1,
  results: results(fields),
});

describe('the playground lists the sessions the mock backend received, with their recordings', () => {
  it('decodes each session’s last upload; an invalid one reads "Unknown data format"', async () => {
    const loaded = await loadReceivedSessions(
      ORIGIN,
      backend(
        [stored('sess_1', { canceled: true }), stored('sess_2'), stored('sess_3', { aborted: true })],
        [
          {
            method: 'PUT',
            path: '/api/sessions/sess_1',
            body: { recording: await encodeRecording(JSON.stringify(EVENTS)) },
          },
          { method: 'PUT', path: '/api/sessions/sess_2', body: { recording: btoa('not a recording') } },
        ],
      ),
    );
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.sessions.map((session) => [session.id, session.recording])).toEqual([
      ['sess_3', null],
      ['sess_2', { ok: false, message: 'Unknown data format' }],
      ['sess_1', { ok: true, events: EVENTS }],
    ]);
  });

  it('an answer that is not the mock backend’s is an error, not a crash', async () => {
    const loaded = await loadReceivedSessions(ORIGIN, async () => new Response('[]', { status: 200 }));
    expect(loaded).toEqual({ ok: false, message: 'The mock backend answered something unexpected' });
  });

  it('tells how each session ended', () => {
    const base = v.parse(SessionResultsSchema, results());
    expect(outcomeOf({ ...base, canceled: true })).toBe('canceled');
    expect(outcomeOf({ ...base, aborted: true })).toBe('aborted');
    expect(
      outcomeOf({
        ...base,
        acceptedOffer: {
          guid: 'o',
          offerType: 'TRIAL_EXTENSION',
          dynamic: false,
          discountConfig: null,
          redirectConfig: null,
          trialExtensionConfig: null,
          pauseDuration: null,
          pauseInterval: null,
          couponDuration: null,
        },
      }),
    ).toBe('accepted trial extension');
  });
});
