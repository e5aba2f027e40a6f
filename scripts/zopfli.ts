/**
 * zopfli, loaded so that it leaves the process alone. `@gfx/zopfli` is an Emscripten build, which on import
 * adds process listeners of its own: an `unhandledRejection` one that aborts, and an `uncaughtException` one
 * that throws the error again from inside its minified source. Any unhandled rejection anywhere in a build or
 * a bench then ended the process with that 30 KB line instead of the error's message. Its listeners are
 * removed as it loads; zopfli's compression never needs them.
 */
const HIJACKED_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

type Zopfli = typeof import('@gfx/zopfli');
let loading: Promise<Zopfli> | undefined;

/** The process as the plain emitter it is, so both events are read and changed alike. */
const emitter: NodeJS.EventEmitter = process;

async function importWithoutListeners(): Promise<Zopfli> {
  const before = new Map(HIJACKED_EVENTS.map((event) => [event, emitter.listeners(event)]));
  try {
    return await import('@gfx/zopfli');
  } finally {
    for (const event of HIJACKED_EVENTS) {
      const kept = before.get(event) ?? [];
      for (const listener of emitter.listeners(event))
        if (!kept.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
}

/** zopfli's module, imported once. */
export function zopfli(): Promise<Zopfli> {
  loading ??= importWithoutListeners();
  return loading;
}
