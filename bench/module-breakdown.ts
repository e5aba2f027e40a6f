/**
 * Which source module each byte of a minified chunk came from, read from the chunk's source map (the
 * way source-map-explorer does it): every mapping segment owns the generated text up to the next
 * segment (a multi-line string continues on the next line). Text no segment covers (the bundler's glue)
 * is counted as `(unmapped)`.
 */
import { relative, resolve } from 'node:path';
import type { InlineString, SourceMapLike } from './bundle-graph.ts';

/** The name bytes no source owns are filed under. */
export const UNMAPPED = '(unmapped)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of Base64 VLQ numbers (source map v3). */
export function decodeVlqSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`invalid VLQ character "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * The text of `code` each source index of `map` owns; key -1 holds the unmapped text. Columns in a
 * source map count UTF-16 code units, which is how JavaScript indexes strings.
 */
export function textPerSource(code: string, map: SourceMapLike): Map<number, string> {
  const pieces = new Map<number, string[]>();
  const add = (source: number, text: string) => {
    if (text === '') return;
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  // A line that starts without a mapping continues the text of the line before: minified output only
  // breaks lines inside multi-line template literals (our CSS and catalogs), which belong to that module.
  let owner = -1;
  for (const [lineIndex, line] of lines.entries()) {
    // Each line ends with its newline, except the last; the newline goes with the line's last owner.
    const text = lineIndex < lines.length - 1 ? `${line}\n` : line;
    let column = 0;
    let start = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const fields = decodeVlqSegment(segment);
      column += fields[0] ?? 0;
      add(owner, text.slice(start, column));
      start = column;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        owner = source;
      } else owner = -1;
    }
    add(owner, text.slice(start));
  }
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}

/** One module's share of a chunk. */
export interface ModuleShare {
  /** Repository-relative path, or `node_modules/<package>/…`, or {@link UNMAPPED}. */
  module: string;
  /** Minified bytes (UTF-8) this module contributes to the chunk. */
  bytes: number;
  /** The minified text itself, for compressing groups of modules. */
  text: string;
}

/**
 * Makes an absolute source path readable: `node_modules/<package>/…` for dependencies, else relative
 * to the repository; Vite's `?inline`-style query and the `\0` of virtual modules are dropped.
 */
export function moduleLabel(source: string, root: string): string {
  const clean = source.replace(/^\0/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 1);
  return relative(root, clean);
}

/** Where each string-only module's text sits in `code` (found verbatim: a template literal keeps it as is). */
function locate(code: string, strings: readonly InlineString[]): Array<{ string: InlineString; at: number }> {
  return strings
    .map((string) => ({ string, at: string.text === '' ? -1 : code.indexOf(string.text) }))
    .filter((found) => found.at >= 0);
}

/**
 * The modules of a chunk, biggest first. Sources are resolved against `mapDir` (the folder the map
 * sits in) before being labelled against `root`. String-only modules (`inlineStrings`, our `?inline`
 * stylesheets) have no mappings: their text is found in the code and credited to them.
 */
export function moduleBreakdown(
  code: string,
  map: SourceMapLike,
  mapDir: string,
  root: string,
  inlineStrings: readonly InlineString[] = [],
): ModuleShare[] {
  const merged = new Map<string, string>();
  const credit = (label: string, text: string) => merged.set(label, (merged.get(label) ?? '') + text);
  // Blank each found string (newlines kept, so lines and columns hold), credit it, and map the rest.
  let blanked = code;
  for (const { string, at } of locate(code, inlineStrings)) {
    const blank = string.text.replace(/[^\n]/g, '\u0000');
    blanked = `${blanked.slice(0, at)}${blank}${blanked.slice(at + string.text.length)}`;
    credit(moduleLabel(string.module, root), string.text);
  }
  for (const [index, text] of textPerSource(blanked, map)) {
    const source = index < 0 ? undefined : map.sources[index];
    const label = source === undefined ? UNMAPPED : moduleLabel(resolve(mapDir, source), root);
    const kept = text.replaceAll('\u0000', '');
    if (kept !== '') credit(label, kept);
  }
  return [...merged]
    .map(([module, text]) => ({ module, text, bytes: Buffer.byteLength(text, 'utf8') }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module));
}

/**
 * Groups module shares by package (`node_modules/<name>`) or by our folder (`renderer/<layer>/<folder>`,
 * or the file itself when it sits directly in a layer).
 */
export function groupShares(shares: readonly ModuleShare[]): ModuleShare[] {
  const groups = new Map<string, string>();
  for (const share of shares) {
    const group = groupOf(share.module);
    groups.set(group, (groups.get(group) ?? '') + share.text);
  }
  return [...groups]
    .map(([module, text]) => ({ module, text, bytes: Buffer.byteLength(text, 'utf8') }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module));
}

function groupOf(module: string): string {
  const packageMatch = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (packageMatch) return `node_modules/${packageMatch[1]}`;
  const parts = module.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : module;
}
