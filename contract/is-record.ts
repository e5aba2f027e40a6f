/** An object whose properties can be read (arrays included): the first check on any value from outside. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
