/**
 * Two versions of the flow side by side, as a list of what changed (version-diff.ts): the author picks an older
 * and a newer version; both are fetched as they were published. Changes are text (author-typed texts included,
 * never as markup).
 */
import { useState } from 'react';
import type { VersionsAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { ApiFailure } from '../api/client.ts';
import { SelectField } from '../select-field.tsx';
import { versionChanges } from './version-diff.ts';

export const COMPARE_MESSAGES = {
  same: 'Pick two different versions.',
  none: 'Nothing changed between these versions.',
} as const;

type Shown =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; older: number; newer: number; changes: string[] }
  | { kind: 'failed'; message: string };

/** Two changes may read the same (two choices of one text removed): the how-manieth tells them apart. */
function keyed(changes: readonly string[]): { key: string; change: string }[] {
  const seen = new Map<string, number>();
  return changes.map((change) => {
    const count = (seen.get(change) ?? 0) + 1;
    seen.set(change, count);
    return { key: `${change} ${count}`, change };
  });
}

export function VersionCompare({
  versions,
  load,
}: {
  /** Newest first, as the versions answer lists them. */
  versions: VersionsAnswer['versions'];
  load: (version: number) => Promise<BlueprintInput>;
}) {
  // Unpicked, the live version and the one before it: the list grows as versions are published.
  const [olderPicked, setOlder] = useState<number | null>(null);
  const [newerPicked, setNewer] = useState<number | null>(null);
  const older = olderPicked ?? versions[1]?.version ?? 0;
  const newer = newerPicked ?? versions[0]?.version ?? 0;
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  if (versions.length < 2) return null;

  const compare = async () => {
    if (older === newer) {
      setShown({ kind: 'failed', message: COMPARE_MESSAGES.same });
      return;
    }
    setShown({ kind: 'loading' });
    try {
      const [before, after] = await Promise.all([load(older), load(newer)]);
      setShown({ kind: 'done', older, newer, changes: versionChanges(before, after) });
    } catch (error) {
      setShown({ kind: 'failed', message: error instanceof ApiFailure ? error.message : String(error) });
    }
  };
  const picker = (label: string, value: number, set: (version: number) => void) => (
    <SelectField label={label} value={value} onChange={(e) => set(Number(e.currentTarget.value))}>
      {versions.map((row) => (
        <option key={row.version} value={row.version}>
          {`Version ${row.version}${row.current ? ' (live)' : ''}`}
        </option>
      ))}
    </SelectField>
  );

  return (
    <section aria-labelledby="compare-heading">
      <h2 id="compare-heading">Compare versions</h2>
      <div className="compare-pickers">
        {picker('From version', older, setOlder)}
        {picker('To version', newer, setNewer)}
        <button type="button" disabled={shown.kind === 'loading'} onClick={() => void compare()}>
          Compare
        </button>
      </div>
      {shown.kind === 'loading' ? <p className="status">Loading…</p> : null}
      {shown.kind === 'failed' ? <p role="alert">{shown.message}</p> : null}
      {shown.kind === 'done' ? (
        <>
          <h3 id="changes-heading">{`Changes from version ${shown.older} to version ${shown.newer}`}</h3>
          {shown.changes.length === 0 ? (
            <p>{COMPARE_MESSAGES.none}</p>
          ) : (
            <ul aria-labelledby="changes-heading">
              {keyed(shown.changes).map(({ key, change }) => (
                <li key={key}>{change}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
