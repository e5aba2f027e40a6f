import { isApiError } from '../api/api-error.ts';

/** A readable technical detail of a failure (shown in test mode or preview, logged, given to onError). */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return `${error.code}${error.status ? ` (${error.status})` : ''}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
