/**
 * Where the client sends its calls. The spec fixes the API base at build time with a local override
 * (§9); here the build sets `__HOLDFAST_API_BASE__` and the host may override it with the init option
 * `apiBase` (e.g. a staging backend or the mock server).
 */

/** Used when the build defines no API base. */
export const FALLBACK_API_BASE = 'https://api.holdfast.dev';

/** The API base of this build. */
export const DEFAULT_API_BASE: string =
  typeof __HOLDFAST_API_BASE__ === 'string' && __HOLDFAST_API_BASE__.trim() !== ''
    ? __HOLDFAST_API_BASE__
    : FALLBACK_API_BASE;

/** Thrown by {@link resolveApiBase} for a value that is not an http(s) URL. */
export class InvalidApiBaseError extends Error {
  // Set in the constructor, not as a class field: see ApiError (api-error.ts).
  declare readonly name: 'InvalidApiBaseError';

  constructor(message?: string) {
    super(message);
    this.name = 'InvalidApiBaseError';
  }
}

/**
 * Validates and normalises an API base: an absolute http(s) URL without query or fragment; a trailing
 * slash is stripped so paths (which start with `/`) can be appended. Anything else (javascript:, a
 * relative path) is refused, because the auth hash travels to whatever origin this names.
 */
export function normalizeApiBase(raw: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidApiBaseError(`apiBase must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidApiBaseError(`apiBase must be an http(s) URL, got "${raw}"`);
  }
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
    throw new InvalidApiBaseError(`apiBase must not carry a query or fragment, got "${raw}"`);
  }
  return value.replace(/\/+$/, '');
}

/** The API base to use: the init option `apiBase` when given, else the build's {@link DEFAULT_API_BASE}. */
export function resolveApiBase(override?: string | null): string {
  return normalizeApiBase(override == null || override.trim() === '' ? DEFAULT_API_BASE : override);
}
