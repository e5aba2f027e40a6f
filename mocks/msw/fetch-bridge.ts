/** Between Fetch API requests/responses (msw) and the simulator's plain ones. */
import type { MockReply, MockRequest } from '../backend/types.ts';

/** A fetch Request as the simulator's plain request (body as text; the backend parses it). */
export async function toMockRequest(request: Request): Promise<MockRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
  };
}

/** The body text of a reply's response. */
export function responseText(reply: Extract<MockReply, { kind: 'response' }>): string {
  const { response } = reply;
  return response.rawBody ?? JSON.stringify(response.body ?? null);
}
