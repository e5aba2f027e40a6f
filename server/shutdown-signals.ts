/**
 * Stops a running server on SIGINT or SIGTERM, and exits once it has (`npm run server`, `npm start`).
 * Every signal is listened to for as long as the process runs, not only the first: a process manager signals
 * the whole process group at once (systemd's default: npm, its shell, tsx and the server), and tsx relays the
 * one it got to the server again; a second signal that found no listener killed the server with its requests
 * in flight.
 */
export type ShutdownSignal = 'SIGINT' | 'SIGTERM';

export function onShutdownSignals(
  stop: () => Promise<unknown>,
  log: (signal: ShutdownSignal, first: boolean) => void,
): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log(signal, !stopping);
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
