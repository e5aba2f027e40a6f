/**
 * The dashboard's built page (dist/dashboard, `npm run build`) under /dashboard: hashed assets cached for a
 * year, any other path the app's index.html (the page routes itself). A path never leaves the folder.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
};
const ASSETS = 'assets/';
const YEAR_S = 365 * 24 * 60 * 60;
/** The preview's page in the build (dashboard/vite.config.ts's second input). */
const PREVIEW_PAGE_FILE = 'preview.html';

/**
 * What a dashboard page may load: its own scripts, styles, fonts and calls; images and media also as data:
 * and blob: (a replay's recorded images, rrweb's own). Nothing from another origin — a recorded page's
 * `<img src=http://…>` or CSS url() in a replay stays unfetched. Inline styles stay allowed: the replay's
 * frame inherits this policy, and rrweb rebuilds the recorded page's stylesheets as <style> elements.
 */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every dashboard page gets: DASHBOARD_CSP, it is never framed, and types are not sniffed. */
export const PAGE_HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

/**
 * The live preview's page (the editor frames it): framed by the dashboard's own pages only. Everything else
 * of PAGE_HEADERS holds.
 */
export const PREVIEW_PAGE_HEADERS = {
  ...PAGE_HEADERS,
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** The built preview page (dashboard/preview.html), which only the dashboard's own pages may frame. */
export async function previewPageAnswer(dir: string): Promise<Response> {
  const page = await readOrNull(join(normalize(dir + sep), PREVIEW_PAGE_FILE));
  if (!page)
    return new Response('The dashboard is not built: run `npm run build`.', {
      status: 404,
      headers: { ...PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(new Uint8Array(page), {
    headers: {
      ...PREVIEW_PAGE_HEADERS,
      'content-type': CONTENT_TYPES['.html'] ?? '',
      'cache-control': 'no-cache',
    },
  });
}

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/** The answer for `relativePath` (below /dashboard/), or a 404 when the page was not built. */
export async function staticAnswer(dir: string, relativePath: string): Promise<Response> {
  const root = normalize(dir + sep);
  let decoded = relativePath;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    // A malformed escape names no file: the page answers it.
  }
  const wanted = normalize(join(root, decoded));
  // A path under assets/ names a file or nothing: one that climbs out of the folder is a 404, not the page.
  const isAsset = relativePath.startsWith(ASSETS);
  const file = isAsset && wanted.startsWith(root) ? await readOrNull(wanted) : null;
  if (file) {
    return new Response(new Uint8Array(file), {
      headers: {
        ...PAGE_HEADERS,
        'content-type': CONTENT_TYPES[extname(wanted)] ?? 'application/octet-stream',
        'cache-control': `public, max-age=${YEAR_S}, immutable`,
      },
    });
  }
  if (isAsset) return new Response('Not found.', { status: 404, headers: PAGE_HEADERS });
  const index = await readOrNull(join(root, 'index.html'));
  if (!index)
    return new Response(
      'The dashboard is not built: run `npm run build` (or `npm run dashboard` for its dev server).',
      {
        status: 404,
        headers: { ...PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
      },
    );
  return new Response(new Uint8Array(index), {
    headers: { ...PAGE_HEADERS, 'content-type': CONTENT_TYPES['.html'] ?? '', 'cache-control': 'no-cache' },
  });
}
