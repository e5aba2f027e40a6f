/**
 * The API the bench's product page calls (issue 22 item 6): a loopback HTTP server that answers every call
 * at once with what the mock backend answered when recorded (runs.ts recordAnswers), so the widget's calls
 * go over the network as on a real page — a CORS preflight, then the call — while the time a backend takes
 * to think stays out of what is measured. An unrecorded call gets `{}`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded API answer. */
export interface RecordedAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Recorded answers by `METHOD /path`. */
export type RecordedAnswers = Record<string, RecordedAnswer>;

const UNRECORDED: RecordedAnswer = { status: 200, contentType: 'application/json', body: '{}' };
/** How long a browser may keep a preflight's answer: each cold run has a fresh context, so only within a run. */
const PREFLIGHT_MAX_AGE_S = 600;

export interface RecordedApi {
  url: string;
  /** Replaces what the server answers. */
  answer(answers: RecordedAnswers): void;
  close(): Promise<void>;
}

/** The key an answer is recorded and looked up under. */
export function answerKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${new URL(url, 'http://127.0.0.1').pathname}`;
}

export async function startRecordedApi(): Promise<RecordedApi> {
  let answers: RecordedAnswers = {};
  const respond = (request: IncomingMessage, response: ServerResponse) => {
    // The widget sends no credentials, so any origin may read the answer.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': request.headers['access-control-request-method'] ?? 'POST',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
      });
      response.end();
      return;
    }
    const answer = answers[answerKey(request.method ?? 'GET', request.url ?? '/')] ?? UNRECORDED;
    // The body is read (and dropped) before answering, as a server does.
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, { 'content-type': answer.contentType });
      response.end(answer.body);
    });
  };
  const server = createServer(respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (recorded) => {
      answers = recorded;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
