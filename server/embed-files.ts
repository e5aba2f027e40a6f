/**
 * The built script tag (dist/embed: the loader and its chunks, flat in one folder), served to a page of ours
 * that loads the widget as a host page would: the demo page and the flow editor's preview.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

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

/** The answer for the built file `name` in `dir`: the file, or a 404 saying how to build it. */
export async function embedFileAnswer(dir: string, name: string): Promise<Response> {
  if (!EMBED_FILE.test(name)) return text(404, 'Not found.');
  try {
    const file = await readFile(join(dir, name));
    return new Response(new Uint8Array(file), {
      headers: {
        'content-type': CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
        // The loader and core keep their names across builds; a rebuild must reach the next reload.
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return text(404, `${name} is not built: run \`npm start\` (it builds the embed) or \`npm run build\`.`);
  }
}
