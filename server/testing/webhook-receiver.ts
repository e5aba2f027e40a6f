/**
 * A real HTTP receiver on a loopback port for the webhook tests: it keeps every request (headers, raw body)
 * and answers with the status `respond` picks (200 unless told), after an optional delay.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  /** The event id of the body. */
  eventId: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** The status for the n-th request (0-based) of an event id; 200 by default. */
  respond: (eventId: string, nth: number) => number;
  delayMs: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const seen = new Map<string, number>();
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = { received: [], respond: () => 200, delayMs: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let eventId = '';
      try {
        eventId = (JSON.parse(body) as { id: string }).id;
      } catch {
        // Kept with an empty id: the test then fails on what it expected.
      }
      const nth = seen.get(eventId) ?? 0;
      seen.set(eventId, nth + 1);
      receiver.received.push({ headers: request.headers, body, eventId });
      setTimeout(() => {
        response.statusCode = receiver.respond(eventId, nth);
        response.end('ok');
      }, receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
