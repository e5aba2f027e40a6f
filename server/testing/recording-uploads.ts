/**
 * Recording uploads as the widget (or a caller forging one) sends them, over HTTP: for the tests of the
 * recordings' budgets, replacements and storage (server/services/recording-*.test.ts).
 */
import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { MAX_RECORDING_BODY_BYTES } from '../../contract/request-limits.ts';
import type { ServerUnderTest } from './on-both-dialects.ts';
import { APP_ID } from './server-seed.ts';
import { seededSessionResults } from './session-results.ts';

/**
 * The largest recording an upload can carry, as a caller forging one would send it: a JSON array holding one
 * string, deflated without compression (stored blocks), so it inflates to about its own size — far under the
 * inflate cap — and its base64 fills the body cap but for the other fields.
 */
function forgedRecording(): { recording: string; bytes: number } {
  const bytes = Math.floor(((MAX_RECORDING_BODY_BYTES - 1024) * 3) / 4);
  const text = `["${'a'.repeat(bytes - 2048)}"]`;
  const deflated = deflateSync(Buffer.from(text), { level: 0 });
  expect(deflated.length).toBeLessThanOrEqual(bytes);
  return { recording: deflated.toString('base64'), bytes: deflated.length };
}

export const FORGED = forgedRecording();

const smallEvents = deflateSync(Buffer.from(JSON.stringify([{ type: 4, data: {} }])));
/** A short session's recording, as the widget sends one. */
export const SMALL = { recording: smallEvents.toString('base64'), bytes: smallEvents.length };
const otherEvents = deflateSync(Buffer.from(JSON.stringify([{ type: 4, data: { href: '/other' } }])));
/** Another short recording, told apart from SMALL by its bytes: which of two uploads a session kept. */
export const OTHER = { recording: otherEvents.toString('base64'), bytes: otherEvents.length };

/** Who posts: a verified customer (`as`) or nobody, from a client address. */
export interface Uploader {
  as?: string;
  address: string;
}

/** Posts a session announcing a recording; answers its id and a function uploading a recording to it. */
export async function openRecordedSession(server: ServerUnderTest, sessionKey: string, from: Uploader) {
  const headers = { 'x-forwarded-for': from.address };
  const who = from.as ? { as: from.as } : {};
  const created = await server.call('createSession', {
    ...who,
    headers,
    body: seededSessionResults(sessionKey, { recording: true }),
  });
  expect(created.status).toBe(200);
  const { _id, uploadToken } = created.body as { _id: string; uploadToken: string };
  const upload = (recording: string) => {
    const now = new Date().toISOString();
    return server.call('uploadRecording', {
      ...who,
      headers,
      params: { id: _id },
      body: { recording, recordingStartTime: now, recordingEndTime: now, uploadToken },
    });
  };
  return { sessionId: _id, upload };
}

/** Posts a session announcing a recording, then uploads `recording` for it; answers the upload's reply. */
export async function recordSession(
  server: ServerUnderTest,
  sessionKey: string,
  recording: string,
  from: Uploader,
) {
  const { sessionId, upload } = await openRecordedSession(server, sessionKey, from);
  return { reply: await upload(recording), sessionId };
}

/** The recording the seed app's session names, as the blob store holds it; null without one. */
export async function storedRecording(server: ServerUnderTest, sessionId: string) {
  const { sessions, blobs } = server.started.server.deps;
  const key = (await sessions.owner(APP_ID, sessionId))?.recordingKey;
  return key ? blobs.get(key) : null;
}

/**
 * Notes every key the server writes to its blob store until `stop`, and which of them are still there then:
 * a file no row names is found only so.
 */
export function watchBlobWrites(server: ServerUnderTest) {
  const { deps } = server.started.server;
  const working = deps.blobs;
  const written: string[] = [];
  deps.blobs = {
    ...working,
    put(key, data) {
      written.push(key);
      return working.put(key, data);
    },
  };
  return {
    written,
    async stop() {
      deps.blobs = working;
      const kept = await Promise.all(written.map(async (key) => ((await working.get(key)) ? key : null)));
      return kept.filter((key) => key !== null);
    },
  };
}
