/** The dashboard's pages as the URL's hash names them. */
export type Route =
  | { page: 'results' }
  | { page: 'sessions' }
  | { page: 'session'; id: string }
  | { page: 'webhooks' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const session = /^sessions\/(.+)$/.exec(path);
  if (session?.[1]) return { page: 'session', id: decodeURIComponent(session[1]) };
  if (path === 'sessions') return { page: 'sessions' };
  if (path === 'webhooks') return { page: 'webhooks' };
  return { page: 'results' };
}

export function routeHref(route: Route): string {
  return route.page === 'session' ? `#/sessions/${encodeURIComponent(route.id)}` : `#/${route.page}`;
}
