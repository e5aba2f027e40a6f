/** The shape of one API route and the call it handles. */
import type { Ctx } from '../engine.ts';
import type { ParamObject } from '../form-params.ts';

export interface Call {
  ctx: Ctx;
  params: ParamObject;
  /** The path's `:name` segments. */
  path: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: string;
  handle(call: Call): unknown;
}

export function route(method: Route['method'], pattern: string, handle: Route['handle']): Route {
  return { method, pattern, handle };
}

/** The `:id` of the path (every route that has one names it so). */
export function idOf(call: Call, name = 'id'): string {
  return call.path[name] ?? '';
}
