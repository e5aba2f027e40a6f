/**
 * An app's id and secrets as `npm run server` and its commands print them: on stdout, for whoever runs them.
 * Not into the JSON log, but where stdout is the log (systemd's journal, Docker's) they land there too, so a
 * server start prints them only when it seeded the app or stdout is a terminal (main.ts).
 */
import type { ServiceDeps } from './services/deps.ts';

/** Said at a start that does not print the demo app's secrets again. */
export const SECRETS_NOT_REPRINTED =
  '(secrets printed when it was seeded, and at a terminal: stdout is a log here; rotate-secret adds one)';

export async function printApp(deps: ServiceDeps, appId: string): Promise<void> {
  const [live] = await deps.apps.activeSecrets(appId, 'LIVE');
  const [test] = await deps.apps.activeSecrets(appId, 'TEST');
  console.log(`  app id:       ${appId}`);
  console.log(`  LIVE secret:  ${live?.secret ?? '(none)'}  (key id ${live?.keyId ?? '-'})`);
  console.log(`  TEST secret:  ${test?.secret ?? '(none)'}  (key id ${test?.keyId ?? '-'})`);
}

export function printAppWithoutSecrets(appId: string): void {
  console.log(`  app id:       ${appId}  ${SECRETS_NOT_REPRINTED}`);
}
