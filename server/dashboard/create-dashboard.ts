/** Builds the dashboard's sign-in and routes for a server (create-server.ts) or a command (main.ts). */
import type { ServerConfig } from '../config.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { createDashboardAuth, type DashboardAuth } from './auth.ts';
import { createDashboardRoutes } from './routes.ts';
import { dashboardSecret } from './team.ts';

export interface Dashboard {
  auth: DashboardAuth;
  routes: ReturnType<typeof createDashboardRoutes>['app'];
}

/**
 * `listeningUrl` is where the server listens (or, for a command that does not listen, would): better-auth's
 * base URL when DASHBOARD_URL is unset (auth.ts).
 */
export async function createDashboard(
  deps: ServiceDeps,
  config: ServerConfig['dashboard'],
  listeningUrl: string,
): Promise<Dashboard> {
  const secret = await dashboardSecret(deps.database.db, config.secret);
  const auth = createDashboardAuth(deps.database, {
    publicUrl: config.url,
    listeningUrl,
    secret,
    logger: deps.logger,
  });
  return {
    auth,
    routes: createDashboardRoutes(deps, auth, {
      pageDir: config.dir,
      embedDir: config.embedDir,
      publicUrl: config.url,
      secret,
    }).app,
  };
}
