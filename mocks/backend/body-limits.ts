/**
 * How large a body each path may carry: the contract's caps for product calls (contract/request-limits.ts,
 * the recording upload's own), the control API's for seeds. The Node server stops reading at the limit; the
 * backend checks text bodies again, for msw and direct calls.
 */
import { MAX_BODY_BYTES, MAX_RECORDING_BODY_BYTES } from '../../contract/request-limits.ts';
import { MAX_CONTROL_BODY_BYTES } from './constants.ts';
import { isControlPath } from './control-access.ts';
import { MESSAGES } from './messages.ts';
import { fail } from './responses.ts';
import { findRoute } from './router.ts';
import { ROUTES } from './routes.ts';
import type { MockResponse } from './types.ts';

/** The largest body, in bytes, a request to `method path` may carry. */
export function bodyLimitFor(method: string, path: string): number {
  if (isControlPath(path)) return MAX_CONTROL_BODY_BYTES;
  const found = findRoute(ROUTES, method.toUpperCase(), path);
  return 'route' in found && found.route.name === 'uploadRecording'
    ? MAX_RECORDING_BODY_BYTES
    : MAX_BODY_BYTES;
}

function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}

/** The 413 answering a body over `limit` bytes. */
export function bodyTooLarge(limit: number): MockResponse {
  return fail(413, MESSAGES.bodyTooLarge(kib(limit)));
}

/** UTF-8 length of a text body; cheap when the text is clearly within the limit. */
export function exceedsLimit(body: unknown, limit: number): boolean {
  if (typeof body !== 'string' || body.length * 3 <= limit) return false;
  return new TextEncoder().encode(body).byteLength > limit;
}
