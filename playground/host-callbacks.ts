/**
 * Host callbacks as loggers: every on* notification of InitOptions is registered and logs its arguments; the
 * handle* callbacks replace built-in calls (spec §6), so they are registered only when asked, as loggers
 * that resolve at once (the widget then goes on as if the host did the work).
 */
import { HANDLER_NAMES, type HostCallbacks, NOTIFICATION_NAMES } from '../renderer/state/init-options.ts';

/** One callback call as the panel shows it. */
export interface CallbackEntry {
  name: string;
  /** ISO time of the call. */
  time: string;
  args: unknown[];
  /** Whether it was a handle* callback (one that replaces a built-in call). */
  handler: boolean;
}

export interface CallbackOptions {
  /** Register the handle* callbacks too. */
  useHandlers: boolean;
  /** Receives each call. */
  record: (entry: CallbackEntry) => void;
  now?: () => Date;
}

/** Every host callback InitOptions knows, as loggers (handle* ones only with `useHandlers`). */
export function loggingCallbacks(options: CallbackOptions): HostCallbacks {
  const now = options.now ?? (() => new Date());
  const log = (name: string, handler: boolean, args: unknown[]) =>
    options.record({ name, time: now().toISOString(), args, handler });

  const callbacks: HostCallbacks = {};
  for (const name of NOTIFICATION_NAMES) {
    callbacks[name] = (...args: unknown[]) => log(name, false, args);
  }
  if (options.useHandlers) {
    for (const name of HANDLER_NAMES) {
      callbacks[name] = (...args: unknown[]) => {
        log(name, true, args);
        return Promise.resolve();
      };
    }
  }
  return callbacks;
}
