/**
 * A tiny static file server for browser tests: 127.0.0.1 on a free port, folders mounted at URL
 * prefixes, and per-test routes that add pages, override files, set headers (e.g. a CSP) or fail.
 * Every request is logged so tests can assert what the browser fetched and when.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Content types by extension; scripts as text/javascript, which module scripts require. */
export const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * What a route answers. With `body` or `file` it replaces the response; with neither it serves the
 * mounted file at that path, adding `status` and `headers`.
 */
export interface RouteResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Absolute path of a file to serve instead. */
  file?: string;
  /** Answers this many milliseconds after the request arrived (a slow network or server). */
  delayMs?: number;
}

/**
 * A per-test answer for one pathname (query ignored). The function form sees the request and how many
 * times this pathname was hit (1 for the first); returning undefined falls through to the files.
 */
export type Route = RouteResponse | ((request: IncomingMessage, hits: number) => RouteResponse | undefined);

/** One request as the server saw it. */
export interface LoggedRequest {
  method: string;
  /** Pathname plus query, as requested. */
  url: string;
  status: number;
  /** When the request arrived (`Date.now()`). */
  arrivedAt: number;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** Requests in arrival order. */
  requests: LoggedRequest[];
  /** Serves `dir` under the URL prefix `prefix` (leading and trailing slash), longest prefix first. */
  mount(prefix: string, dir: string): void;
  /** Answers `pathname` with `route` until {@link StaticServer.reset}. */
  route(pathname: string, route: Route): void;
  /** Shorthand: an HTML page at `pathname`, with optional headers (e.g. Content-Security-Policy). */
  page(pathname: string, html: string, headers?: Record<string, string>): void;
  /** Forgets per-test routes, hit counts and the request log; mounts stay. */
  reset(): void;
  close(): Promise<void>;
}

function contentType(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a pathname inside a mount to a file, refusing anything that escapes the folder. */
function fileInside(dir: string, rest: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  const root = resolve(dir);
  let path = resolve(root, normalize(`.${sep}${decoded}`));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/**
 * Starts the server.
 *
 * @param mounts URL prefix → folder, e.g. `{ '/': 'dist' }`.
 */
export async function startStaticServer(mounts: Record<string, string> = {}): Promise<StaticServer> {
  const mounted = new Map(Object.entries(mounts));
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const requests: LoggedRequest[] = [];

  const findFile = (pathname: string): string | undefined => {
    const prefixes = [...mounted.keys()].sort((a, b) => b.length - a.length);
    for (const prefix of prefixes) {
      if (!pathname.startsWith(prefix)) continue;
      const dir = mounted.get(prefix);
      const file = dir === undefined ? undefined : fileInside(dir, pathname.slice(prefix.length));
      if (file !== undefined) return file;
    }
    return undefined;
  };

  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body?: string) => {
    response.writeHead(status, { 'cache-control': 'no-store', ...headers });
    response.end(body);
  };

  /** Answers one request as its route says (after any delay), else from the mounted files. */
  const answerWith = (
    answer: RouteResponse | undefined,
    url: URL,
    log: (status: number) => void,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    if (answer?.body !== undefined) {
      const status = answer.status ?? 200;
      log(status);
      send(response, status, { 'content-type': contentType(url.pathname), ...answer.headers }, answer.body);
      return;
    }
    const file = answer?.file ?? findFile(url.pathname);
    if (file === undefined) {
      log(404);
      send(
        response,
        404,
        { 'content-type': MIME_TYPES['.txt'] ?? 'text/plain' },
        `not found: ${url.pathname}`,
      );
      return;
    }
    const status = answer?.status ?? 200;
    log(status);
    response.writeHead(status, {
      'cache-control': 'no-store',
      'content-type': contentType(file),
      ...answer?.headers,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const count = (hits.get(url.pathname) ?? 0) + 1;
    hits.set(url.pathname, count);
    const route = routes.get(url.pathname);
    const answer = typeof route === 'function' ? route(request, count) : route;
    const arrivedAt = Date.now();
    const log = (status: number) =>
      requests.push({ method: request.method ?? 'GET', url: url.pathname + url.search, status, arrivedAt });
    if (answer?.delayMs) setTimeout(() => answerWith(answer, url, log, request, response), answer.delayMs);
    else answerWith(answer, url, log, request, response);
  };

  const server = createServer(handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static server has no TCP port');
  const { port } = address;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    mount: (prefix, dir) => mounted.set(prefix, dir),
    route: (pathname, route) => routes.set(pathname, route),
    page: (pathname, html, headers = {}) =>
      routes.set(pathname, {
        body: html,
        headers: { 'content-type': MIME_TYPES['.html'] ?? 'text/html', ...headers },
      }),
    reset: () => {
      routes.clear();
      hits.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
