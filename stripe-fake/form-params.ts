/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` bodies (and query strings) whose keys nest
 * with brackets — `items[0][price]`, `metadata[plan]`, `expand[]`. The official SDK writes arrays with
 * indices (`expand[0]`); hand-written clients and curl use `expand[]`. Stripe accepts both, so do we.
 */

/** A decoded parameter tree: every leaf is the string that was sent ('' clears an emptyable field). */
export type Param = string | ParamObject | Param[];
export interface ParamObject {
  [key: string]: Param;
}

/** Why a key could not be decoded, as Stripe words it. */
export class ParamShapeError extends Error {
  constructor(readonly param: string) {
    super(`Invalid array or hash for parameter: ${param}`);
  }
}

function segmentsOf(key: string): string[] {
  const open = key.indexOf('[');
  if (open < 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  const rest = key.slice(open);
  let consumed = 0;
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) throw new ParamShapeError(key);
    segments.push(match[1] ?? '');
    consumed += match[0].length;
  }
  if (consumed !== rest.length) throw new ParamShapeError(key);
  return segments;
}

const INDEX = /^\d+$/;

/**
 * Arrays are built as objects keyed by index first (indices may arrive out of order or sparse), then turned
 * into arrays in index order; `[]` appends.
 */
interface Draft {
  [key: string]: Draft | string;
}
const ARRAY_MARK = Symbol('array');
type MarkedDraft = Draft & { [ARRAY_MARK]?: true };

function place(root: MarkedDraft, key: string, segments: string[], value: string): void {
  let node: MarkedDraft = root;
  for (let i = 0; i < segments.length; i += 1) {
    let segment = segments[i] ?? '';
    const last = i === segments.length - 1;
    const next = segments[i + 1];
    if (segment === '') {
      if (!node[ARRAY_MARK]) throw new ParamShapeError(key);
      segment = String(Object.keys(node).length);
    }
    if (last) {
      node[segment] = value;
      return;
    }
    const existing = node[segment];
    if (typeof existing === 'string') throw new ParamShapeError(key);
    const wantsArray = next === '' || (next !== undefined && INDEX.test(next));
    let child = existing as MarkedDraft | undefined;
    if (!child) {
      child = {};
      if (wantsArray) child[ARRAY_MARK] = true;
      node[segment] = child;
    } else if (Boolean(child[ARRAY_MARK]) !== wantsArray) {
      throw new ParamShapeError(key);
    }
    node = child;
  }
}

function finish(draft: MarkedDraft | string): Param {
  if (typeof draft === 'string') return draft;
  if (draft[ARRAY_MARK]) {
    return Object.keys(draft)
      .sort((a, b) => Number(a) - Number(b))
      .map((index) => finish(draft[index] as MarkedDraft | string));
  }
  const out: ParamObject = {};
  for (const [key, value] of Object.entries(draft)) out[key] = finish(value as MarkedDraft | string);
  return out;
}

/** Decodes a form body or query string into Stripe's nested parameters. */
export function parseParams(encoded: string): ParamObject {
  const root: MarkedDraft = {};
  for (const [key, value] of new URLSearchParams(encoded)) place(root, key, segmentsOf(key), value);
  return finish(root) as ParamObject;
}
