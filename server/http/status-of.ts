/** The one place service failures become HTTP statuses (docs/api.md "Errors"). */
import type { FailureReason } from '../services/outcome.ts';

export const STATUS_OF = {
  invalid: 400,
  unauthenticated: 401,
  'payment-failed': 402,
  forbidden: 403,
  'not-found': 404,
  'key-reused': 422,
  'too-many': 429,
  unavailable: 503,
} as const satisfies { [K in FailureReason]: number };
