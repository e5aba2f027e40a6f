/**
 * The first-step budget, counted honestly (issue 22 §5): every file of the embed a browser fetched before
 * the first step was fully painted (its description's markup included), for the bench's blueprint, whose
 * survey description has markup, in Chromium, which has the HTML Sanitizer API. A file fetched before
 * the paint in any run counts, whatever its role: a chunk that starts to come early is paid for.
 */
import type { Fetched } from './browser/runs.ts';

/** The files (under `prefix`, without it) that any of `runs` started fetching before its first step was painted. */
export function filesBeforeFirstStep(
  runs: ReadonlyArray<{ fetched: readonly Fetched[] }>,
  prefix: string,
): string[] {
  const files = new Set<string>();
  for (const run of runs) {
    for (const fetched of run.fetched) {
      if (fetched.beforeFirstStep && fetched.path.startsWith(prefix))
        files.add(fetched.path.slice(prefix.length));
    }
  }
  return [...files].sort();
}
