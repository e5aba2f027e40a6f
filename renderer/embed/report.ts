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
