import { notify } from '../state/callbacks.ts';
import type { HostCallbacks } from '../state/init-options.ts';

/** A public method's failure: reported to the console and the host's onError, never thrown. */
export function report(
  message: string,
  code: string,
  callbacks?: HostCallbacks | null,
): { ok: false; message: string } {
  console.error(`[holdfast] ${message}`);
  if (callbacks) notify(callbacks, 'onError', { message, code });
  return { ok: false, message };
}

/**
 * The host's onError from options that failed validation, so a call that cannot start can still say why:
 * an own property that is a function (an inherited one, from a polluted prototype, is not the host's).
 */
export function onErrorOf(input: unknown): Pick<HostCallbacks, 'onError'> {
  if (typeof input !== 'object' || input === null || !Object.hasOwn(input, 'onError')) return {};
  const onError: unknown = Reflect.get(input, 'onError');
  return typeof onError === 'function' ? { onError: (error) => onError(error) } : {};
}
