import { MAX_BODY_BYTES } from '../../../contract/request-limits.ts';
import { jsonBytes } from '../../api/safe-json.ts';
import type { ResolvedInitOptions } from '../init-options.ts';
import { embedBody } from './load.ts';

/** onError's code when the host's customerAttributes would make the embed request too large for the server. */
export const ATTRIBUTES_TOO_LARGE = 'CUSTOMER_ATTRIBUTES_TOO_LARGE';

/**
 * Why the embed request these options make would be refused for its size (the server's body cap,
 * `MAX_BODY_BYTES`, answers 413), or null when it fits. Only the host's `customerAttributes` can grow it
 * that far; a lite flow does not send them (its call is a GET).
 */
export function attributesTooLarge(options: ResolvedInitOptions): string | null {
  if (options.lite) return null;
  const bytes = jsonBytes(embedBody(options));
  return bytes > MAX_BODY_BYTES
    ? `customerAttributes too large: the embed request would be ${bytes} bytes, over the server's ${MAX_BODY_BYTES}`
    : null;
}
