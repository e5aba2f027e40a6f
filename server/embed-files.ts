/**
 * The built script tag (dist/embed: the loader and its chunks, flat in one folder), served to a page of ours
 * that loads the widget as a host page would: the demo page and the flow editor's preview. Each script is
 * sent as the `.br` or `.gz` the build wrote beside it (scripts/precompress.ts) when the browser accepts that
 * encoding, else as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseAccept } from 'hono/utils/accept';
import { SHIPPED_ENCODINGS, type ShippedEncoding } from '../contract/shipped-encodings.ts';

/** A built file's name: flat, no path separators or dot-dot (the embed's chunks sit beside the loader). */
const EMBED_FILE = /^[\w-]+(\.[\w-]+)*\.(js|css|map)$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The shipped encodings an `Accept-Encoding` header allows, best first (RFC 9110 §12.5.3): the highest
 * quality wins, brotli before gzip at equal quality; `*` stands for every encoding the header does not name,
 * and `q=0` refuses one. No header, or one naming neither, leaves the file as it is.
 */
export function acceptedEncodings(header: string | null | undefined): ShippedEncoding[] {
  const accepted = parseAccept(header ?? '');
  const quality = (encoding: string) => {
    const named = accepted.find((entry) => entry.type.toLowerCase() === encoding);
    return (named ?? accepted.find((entry) => entry.type === '*'))?.q ?? 0;
  };
  return SHIPPED_ENCODINGS.map(({ encoding }, order) => ({ encoding, order, q: quality(encoding) }))
    .filter((choice) => choice.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((choice) => choice.encoding);
}

async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** The encoded copy of the file at `path`, unless it is missing or older than the file (a build cut short). */
async function encodedCopy(path: string, suffix: string): Promise<Buffer | undefined> {
  try {
    const [file, copy] = await Promise.all([stat(path), stat(path + suffix)]);
    return copy.mtimeMs >= file.mtimeMs ? await readFile(path + suffix) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer for the built file `name` in `dir`: the file (in the best encoding `acceptEncoding` allows
 * that the build wrote), or a 404 saying how to build it.
 */
export async function embedFileAnswer(
  dir: string,
  name: string,
  acceptEncoding?: string | null,
): Promise<Response> {
  if (!EMBED_FILE.test(name)) return text(404, 'Not found.');
  const path = join(dir, name);
  const plain = await readIfThere(path);
  if (plain === undefined)
    return text(404, `${name} is not built: run \`npm start\` (it builds the embed) or \`npm run build\`.`);
  let body = plain;
  let encoding: ShippedEncoding | undefined;
  for (const candidate of acceptedEncodings(acceptEncoding)) {
    const suffix = SHIPPED_ENCODINGS.find((shipped) => shipped.encoding === candidate)?.suffix;
    const encoded = suffix && (await encodedCopy(path, suffix));
    if (encoded) {
      body = encoded;
      encoding = candidate;
      break;
    }
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
      ...(encoding && { 'content-encoding': encoding }),
      // The answer depends on the request's Accept-Encoding: a cache must keep one per encoding.
      vary: 'accept-encoding',
      // The loader and core keep their names across builds; a rebuild must reach the next reload.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
