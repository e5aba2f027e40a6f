/**
 * The sessions the mock backend received (GET /__mock/state) with their recordings (the PUT bodies in
 * GET /__mock/requests), decoded the way a backend would: an invalid payload reads 'Unknown data format'.
 */
import * as v from 'valibot';
import { SessionResultsSchema } from '../contract/schemas/index.ts';
import { decodeRecording } from '../renderer/recording/decode-recording.ts';
import type { RecordedEvent } from '../renderer/recording/scrub.ts';

export type RecordingState = { ok: true; events: RecordedEvent[] } | { ok: false; message: string };

export interface ReceivedSession {
  id: string;
  sessionKey: string;
  createdAt: string;
  /** How often the widget delivered it (the backend stored it once). */
  deliveries: number;
  results: v.InferOutput<typeof SessionResultsSchema>;
  /** null: not recorded. */
  recording: RecordingState | null;
}

const StateSchema = v.object({
  apps: v.array(
    v.object({
      sessions: v.array(
        v.object({
          _id: v.string(),
          sessionKey: v.string(),
          createdAt: v.string(),
          deliveries: v.number(),
          results: SessionResultsSchema,
        }),
      ),
    }),
  ),
});

const UploadsSchema = v.array(
  v.object({ method: v.string(), path: v.string(), body: v.optional(v.unknown()) }),
);

type Fetch = (input: string) => Promise<Response>;

async function getJson(fetchImpl: Fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.json();
}

/** What one session's last PUT carried, decoded. */
function recordingOf(sessionId: string, uploads: v.InferOutput<typeof UploadsSchema>): RecordingState | null {
  const upload = uploads.filter((request) => request.path === `/api/sessions/${sessionId}`).at(-1);
  if (!upload) return null;
  const payload =
    typeof upload.body === 'object' && upload.body !== null ? Reflect.get(upload.body, 'recording') : null;
  try {
    return { ok: true, events: decodeRecording(payload) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Every session the mock backend holds, newest first. */
export async function loadReceivedSessions(
  origin: string,
  fetchImpl: Fetch = (input) => fetch(input),
): Promise<{ ok: true; sessions: ReceivedSession[] } | { ok: false; message: string }> {
  try {
    const [state, requests] = await Promise.all([
      getJson(fetchImpl, new URL('/__mock/state', origin).toString()),
      getJson(fetchImpl, new URL('/__mock/requests?method=PUT', origin).toString()),
    ]);
    const parsedState = v.safeParse(StateSchema, state);
    const uploads = v.safeParse(UploadsSchema, requests);
    if (!parsedState.success || !uploads.success)
      return { ok: false, message: 'The mock backend answered something unexpected' };
    const sessions = parsedState.output.apps.flatMap((app) => app.sessions);
    return {
      ok: true,
      sessions: sessions
        .map((session) => ({
          id: session._id,
          sessionKey: session.sessionKey,
          createdAt: session.createdAt,
          deliveries: session.deliveries,
          results: session.results,
          recording: recordingOf(session._id, uploads.output),
        }))
        .reverse(),
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** A one-line account of how the session ended. */
export function outcomeOf(results: ReceivedSession['results']): string {
  if (results.acceptedOffer)
    return `accepted ${results.acceptedOffer.offerType.toLowerCase().replace('_', ' ')}`;
  if (results.canceled) return 'canceled';
  return results.aborted ? 'aborted' : 'ended';
}
