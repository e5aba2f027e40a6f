/**
 * The encodings the built script tag ships beside each of its scripts (dist/embed/<file>.br and .gz, written
 * by scripts/precompress.ts), in the order a server prefers them at equal quality: what the build writes and
 * what a server of dist/embed looks for (server/embed-files.ts).
 */
export const SHIPPED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type ShippedEncoding = (typeof SHIPPED_ENCODINGS)[number]['encoding'];
