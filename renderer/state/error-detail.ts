import { isApiError } from '../api/api-error.ts';
import { isForcedMessage } from '../domain/error-display.ts';

/**
 * A readable technical detail of a failure (shown in test mode or preview, logged, given to onError). A
 * message the backend marked force-show-message stays as the backend wrote it: customers see it in LIVE
 * mode, where an internal code has no place.
 */
export function errorDetail(error: unknown): string {
  if (isApiError(error) && isForcedMessage(error.message)) return error.message;
  if (isApiError(error)) return `${error.code}${error.status ? ` (${error.status})` : ''}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
