/**
 * The figures each quality suite prints at the end of its run, one `[quality]` line per suite, so
 * docs/quality.md can quote what the last run measured.
 */

/** Prints `[quality] <suite>: <summary>` (console.info, shown by Vitest's reporter). */
export function printFigures(suite: string, summary: string): void {
  console.info(`[quality] ${suite}: ${summary}`);
}
