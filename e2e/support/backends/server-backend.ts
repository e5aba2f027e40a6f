/**
 * The real server as a browser suite's backend. The server (startTestServer: SQLite, the database-kept
 * billing provider, a capturing mailer) runs in the test process; in front of it, on a port of its own, a
 * recording proxy passes every call through unchanged (CORS, status, headers and body are the server's)
 * and logs what it passed, and answers the mock's control API itself:
 *
 * - `POST /__mock/reset`, `POST /__mock/load`: the next call finds a fresh database with the e2e app, or
 *   with that app and the partial merged in exactly as the mock merges it (mocks/backend/load.ts);
 * - `GET|DELETE /__mock/requests`: the proxy's log, in the mock's shape;
 * - `GET /__mock/emails`: what the server mailed, with the code read from the text as a customer reads it;
 * - `POST|DELETE /__mock/faults`: the mock's fault rules, applied by the proxy as the network between the
 *   widget and the server would (proxy-faults.ts);
 * - `GET /__mock/state`: no apps (the playground's sessions panel stays empty).
 *
 * The mock's clock has no counterpart here: suites that move it run on the mock only.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import * as v from 'valibot';
import { type AppSeed, AppSeedSchema, listIssues } from '../../../contract/seed.ts';
import { controlAccessRefusal } from '../../../mocks/backend/control-access.ts';
import { createFaultList, parseFaultRules } from '../../../mocks/backend/faults.ts';
import type { SentEmail } from '../../../mocks/backend/index.ts';
import { isCompleteSeed, mergeIntoSeed, unknownPartialKeys } from '../../../mocks/backend/load.ts';
import type { LoggedRequest } from '../../../mocks/backend/types.ts';
import { CONFIRM_LANGUAGE_FIELD, confirmPageLanguage } from '../../../server/services/identity-confirm.ts';
import type { Dialect } from '../../../server/storage/database.ts';
import { type StartedTestServer, startTestServer } from '../../../server/testing/start-test-server.ts';
import { type BackendName, type E2eBackend, e2eAppSeed } from './backend.ts';
import { type Answer, answerWithFault } from './proxy-faults.ts';

/** The verification code in a mail's text, as a customer finds it (the server's mail says it once). */
const MAIL_CODE = /\b(\d{6})\b/;
const MAIL_LINK = /https?:\/\/\S+/;

/** The language a server's mail was written in, as its confirmation link carries it to the page. */
function mailLanguage(text: string) {
  const link = MAIL_LINK.exec(text)?.[0];
  return confirmPageLanguage(link ? new URL(link).searchParams.get(CONFIRM_LANGUAGE_FIELD) : null);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAll(request: IncomingMessage): Promise<Buffer> {
  // Request or answer: both are streams of the body's bytes.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/** The body as the mock logs it: parsed JSON, undefined when empty, else the text as sent. */
function loggedBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Hop-by-hop headers: the proxy's own connection to the browser decides them, not the server's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

function endToEnd(answer: IncomingMessage): IncomingMessage['headers'] {
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/** The control API is called from the playground's page on another origin: answer it like the mock does. */
function controlCors(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type',
    vary: 'Origin',
  };
}

function sendJson(response: ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts the proxy; the server starts on the first call after each reset or load. */
/** The database each server backend runs on. */
const DATABASE_OF: Record<Exclude<BackendName, 'mock'>, Dialect> = {
  server: 'sqlite',
  'server-postgres': 'postgres',
};

export async function startServerBackend(
  now: Date,
  name: Exclude<BackendName, 'mock'> = 'server',
): Promise<E2eBackend> {
  const dialect = DATABASE_OF[name];
  let seed: AppSeed = e2eAppSeed(now);
  let running: Promise<StartedTestServer> | null = null;
  const log: LoggedRequest[] = [];
  const faults = createFaultList();

  const upstream = () => {
    running ??= startTestServer({ dialect, seed });
    return running;
  };
  /** Drops the running server and its database; the next call starts one on the current seed. */
  const restart = async () => {
    const previous = running;
    running = null;
    if (previous) await (await previous).close();
  };

  /** The mock's reset: the seeded app, an empty log, no faults. */
  const reset = async () => {
    seed = e2eAppSeed(now);
    log.length = 0;
    faults.clear();
    await restart();
  };

  const emails = async (to: string | null): Promise<SentEmail[]> => {
    if (!running) return [];
    const server = await running;
    return server
      .sentMails()
      .filter((mail) => to === null || mail.to === to)
      .map((mail) => ({
        appId: seed.appId,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: MAIL_CODE.exec(mail.text)?.[1] ?? '',
        lang: mailLanguage(mail.text),
        sentAt: '',
      }));
  };

  async function control(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer) {
    // The mock's rule: only pages on this machine may reset the backend or read its log (auth hashes).
    const refusal = controlAccessRefusal(headersOf(request));
    if (refusal) return sendJson(response, refusal.status, {}, refusal.body);
    const cors = controlCors(request);
    const method = request.method ?? 'GET';
    const route = `${method} ${url.pathname.replace(/\/+$/, '')}`;
    if (method === 'OPTIONS') return sendJson(response, 204, cors, null);
    if (route === 'POST /__mock/reset') {
      await reset();
      return sendJson(response, 200, cors, { reset: true, apps: [seed.appId] });
    }
    if (route === 'POST /__mock/load') {
      const partial = loggedBody(body);
      if (!isObject(partial))
        return sendJson(response, 400, cors, { message: 'A load body must be an object' });
      const unknown = isCompleteSeed(partial) ? [] : unknownPartialKeys(partial);
      if (unknown.length > 0)
        return sendJson(response, 400, cors, {
          message: `Unknown keys in partial load: ${unknown.join(', ')}`,
        });
      const merged = v.safeParse(
        AppSeedSchema,
        isCompleteSeed(partial) ? partial : mergeIntoSeed(seed, partial),
      );
      if (!merged.success)
        return sendJson(response, 400, cors, { message: listIssues(merged.issues).join('; ') });
      seed = merged.output;
      await restart();
      return sendJson(response, 200, cors, { appId: seed.appId });
    }
    if (route === 'GET /__mock/requests') {
      const path = url.searchParams.get('path');
      const only = url.searchParams.get('method')?.toUpperCase();
      const listed = log
        .filter((entry) => !path || entry.path.startsWith(path))
        .filter((entry) => !only || entry.method === only);
      return sendJson(response, 200, cors, listed);
    }
    if (route === 'DELETE /__mock/requests') {
      log.length = 0;
      return sendJson(response, 200, cors, { cleared: true });
    }
    if (route === 'GET /__mock/emails')
      return sendJson(response, 200, cors, await emails(url.searchParams.get('to')));
    if (route === 'POST /__mock/faults') {
      try {
        faults.add(parseFaultRules(loggedBody(body)));
      } catch (error) {
        return sendJson(response, 400, cors, {
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return sendJson(response, 200, cors, faults.list());
    }
    if (route === 'DELETE /__mock/faults') {
      faults.clear();
      return sendJson(response, 200, cors, []);
    }
    if (route === 'GET /__mock/state') return sendJson(response, 200, cors, { apps: [] });
    return sendJson(response, 501, cors, { message: `${route}: the real server has no such control` });
  }

  /** The server's answer to one call, passed as received. */
  async function forward(request: IncomingMessage, url: URL, body: Buffer): Promise<Answer> {
    const target = new URL((await upstream()).baseUrl);
    return new Promise<Answer>((done, fail) => {
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: url.pathname + url.search,
          headers: { ...request.headers, host: target.host },
        },
        (answer) => {
          void readAll(answer)
            .then((answerBody) =>
              done({ status: answer.statusCode ?? 502, headers: endToEnd(answer), body: answerBody }),
            )
            .catch(fail);
        },
      );
      forwarded.once('error', fail);
      forwarded.end(body);
    });
  }

  /** Logs one call and answers it: the server's answer, unless a fault rule matches (preflights: neither). */
  async function pass(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer) {
    const method = request.method ?? 'GET';
    const call = () => forward(request, url, body);
    if (method === 'OPTIONS') return answerWithFault(null, request, response, call);
    log.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: headersOf(request),
      body: loggedBody(body),
      time: new Date().toISOString(),
    });
    return answerWithFault(faults.take(method, url.pathname), request, response, call);
  }

  const proxy = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // One connection per call: Chromium silently resends a call whose reused connection closed unanswered,
    // which would turn a `drop` fault into a call that went through.
    response.setHeader('connection', 'close');
    void readAll(request)
      .then((body) =>
        url.pathname.startsWith('/__mock/')
          ? control(request, response, url, body)
          : pass(request, response, url, body),
      )
      .catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 502, {}, { message: `e2e proxy: ${String(error)}` });
        else response.destroy();
      });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('the e2e proxy has no TCP port');

  return {
    name,
    url: `http://127.0.0.1:${address.port}`,
    requests: () => [...log],
    reset,
    async failedInvoices(customerId) {
      const { deps } = (await upstream()).server;
      const customer = await deps.billing.findCustomer(seed.appId, 'STRIPE', customerId, 'LIVE');
      if (!customer) throw new Error(`the server has no customer ${customerId}`);
      return deps.billing.failedInvoices(customer);
    },
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((done) => proxy.close(() => done()));
      await restart();
    },
  };
}
