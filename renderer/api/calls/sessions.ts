/** Delivering a session's results and its recording. */
import type * as v from 'valibot';
import { FLOW_CALLS } from '../../../contract/flow-call-table.ts';
import type { RecordingUploadSchema, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import type { CallOptions, Send } from '../http.ts';

export type SessionResultsPayload = v.InferInput<typeof SessionResultsSchema>;
export type RecordingUploadPayload = v.InferInput<typeof RecordingUploadSchema>;

export interface SessionCalls {
  /**
   * POST /api/sessions, or /api/sessions/lite when `results.lite`: records the session once (the backend
   * deduplicates by `sessionKey`, so a repeated delivery is safe) and answers its id.
   */
  sendSessionResults(results: SessionResultsPayload, options?: CallOptions): Promise<{ _id: string }>;
  /** PUT /api/sessions/{id}: attaches the compressed recording to a recorded session. */
  uploadRecording(sessionId: string, upload: RecordingUploadPayload, options?: CallOptions): Promise<void>;
}

export function sessionCalls(send: Send): SessionCalls {
  return {
    sendSessionResults: (results, options) =>
      send(results.lite ? FLOW_CALLS.createLiteSession : FLOW_CALLS.createSession, {
        ...options,
        body: results,
      }),
    uploadRecording: (sessionId, upload, options) =>
      send(FLOW_CALLS.uploadRecording, { ...options, pathParams: { id: sessionId }, body: upload }),
  };
}
