/** The dashboard's pages as the URL's hash names them. */
export type Route =
  | { page: 'results' }
  | { page: 'sessions' }
  | { page: 'session'; id: string }
  | { page: 'flows' }
  | { page: 'flow'; id: string }
  | { page: 'webhooks' }
  | { page: 'appearance' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const session = /^sessions\/(.+)$/.exec(path);
  if (session?.[1]) return { page: 'session', id: decodeURIComponent(session[1]) };
  if (path === 'sessions') return { page: 'sessions' };
  const flow = /^flows\/(.+)$/.exec(path);
  if (flow?.[1]) return { page: 'flow', id: decodeURIComponent(flow[1]) };
  if (path === 'flows') return { page: 'flows' };
  if (path === 'webhooks') return { page: 'webhooks' };
  if (path === 'appearance') return { page: 'appearance' };
  return { page: 'results' };
}

export function routeHref(route: Route): string {
  if (route.page === 'session') return `#/sessions/${encodeURIComponent(route.id)}`;
  if (route.page === 'flow') return `#/flows/${encodeURIComponent(route.id)}`;
  return `#/${route.page}`;
}
