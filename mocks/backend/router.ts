/** Path patterns with `:name` segments, matched segment by segment. */

/** The params of `path` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < expected.length; i += 1) {
    const want = expected[i]!;
    const got = actual[i]!;
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) return null;
  }
  return params;
}

/** The first route whose pattern and method match; `methodMismatch` when only the path does. */
export function findRoute<R extends { method: string; pattern: string }>(
  routes: readonly R[],
  method: string,
  path: string,
): { route: R; params: Record<string, string> } | { methodMismatch: boolean } {
  let methodMismatch = false;
  for (const route of routes) {
    const params = matchPath(route.pattern, path);
    if (params === null) continue;
    if (route.method === method) return { route, params };
    methodMismatch = true;
  }
  return { methodMismatch };
}
