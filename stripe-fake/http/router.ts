/** Matches a request to the API's routes by method and path (`:name` segments captured). */
import { catalogRoutes } from '../api/catalog.ts';
import { customerRoutes } from '../api/customers.ts';
import { invoiceRoutes } from '../api/invoices.ts';
import { paymentMethodRoutes } from '../api/payment-methods.ts';
import type { Route } from '../api/route.ts';
import { subscriptionRoutes } from '../api/subscriptions.ts';

export const API_ROUTES: readonly Route[] = [
  ...customerRoutes,
  ...catalogRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...paymentMethodRoutes,
];

interface Compiled {
  route: Route;
  pattern: RegExp;
  names: string[];
}

const COMPILED: Compiled[] = API_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.pattern.replace(/:([a-z_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
});

export function matchRoute(
  method: string,
  path: string,
): { route: Route; path: Record<string, string> } | null {
  for (const { route, pattern, names } of COMPILED) {
    if (route.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { route, path: params };
  }
  return null;
}
