/**
 * What Node refuses before any route runs is answered as every error is, JSON `{ message }`: through the real
 * server's listener (SQLite: the answer is the HTTP layer's, no query runs).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { CLIENT_ERROR_MESSAGES } from './client-errors.ts';

let started: StartedTestServer;
beforeAll(async () => {
  started = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed() });
}, START_TIMEOUT_MS);
afterAll(() => started?.close());

/** Sends `raw` on one connection and reads everything the server writes until it closes it. */
function exchange(raw: string[]): Promise<string> {
  const { hostname, port } = new URL(started.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', async () => {
      for (const part of raw) {
        socket.write(part);
        await new Promise((settle) => setTimeout(settle, 100));
      }
    });
  });
}

/** The last answer in what the server wrote: its status line, headers and body. */
function lastAnswer(received: string) {
  const start = received.lastIndexOf('HTTP/1.1 ');
  const [head = '', body = ''] = received.slice(start).split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    contentType: headers.find((line) => line.toLowerCase().startsWith('content-type:')) ?? null,
    body: body === '' ? null : (JSON.parse(body) as unknown),
  };
}

const host = () => new URL(started.baseUrl).host;
const oversized = () =>
  `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`;

describe('requests refused before any route', () => {
  it('headers over the limit: 431 with a message', async () => {
    expect(lastAnswer(await exchange([oversized()]))).toEqual({
      status: 431,
      contentType: 'content-type: application/json; charset=utf-8',
      body: { message: CLIENT_ERROR_MESSAGES.headersTooLarge },
    });
  });

  it('a request line that is not HTTP: 400 with a message', async () => {
    expect(lastAnswer(await exchange(['NOT HTTP AT ALL\r\n\r\n']))).toMatchObject({
      status: 400,
      body: { message: CLIENT_ERROR_MESSAGES.malformed },
    });
  });

  it('on a kept-alive connection after an answered request: the first answer whole, then the 431', async () => {
    const received = await exchange([`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n`, oversized()]);
    expect(received.match(/HTTP\/1\.1 \d+/g)?.length).toBe(2);
    expect(lastAnswer(received)).toMatchObject({
      status: 431,
      body: { message: CLIENT_ERROR_MESSAGES.headersTooLarge },
    });
  });
});
