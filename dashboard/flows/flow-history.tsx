/**
 * A flow's versions (owners may roll back to an older one; anyone may compare two) and its audit log, newest
 * first.
 */
import type { AuditAnswer, FlowAction, VersionsAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { formatTime } from '../format.ts';
import { VersionCompare } from './version-compare.tsx';

const ACTION_LABELS = {
  draft_saved: 'Saved the draft',
  draft_discarded: 'Discarded the draft',
  published: 'Published',
  rolled_back: 'Rolled back',
} satisfies Record<FlowAction, string>;

function actionText(entry: AuditAnswer['entries'][number]): string {
  const label = ACTION_LABELS[entry.action];
  if (entry.action === 'rolled_back')
    return `${label} to version ${entry.fromVersion} (as version ${entry.version})`;
  return entry.version === null ? label : `${label} version ${entry.version}`;
}

export function FlowHistory({
  versions,
  audit,
  mayRollBack,
  onRollback,
  loadVersion,
}: {
  versions: VersionsAnswer['versions'];
  audit: AuditAnswer['entries'];
  mayRollBack: boolean;
  onRollback: (version: number) => void;
  /** A version's blueprint as it was published, for the comparison. */
  loadVersion: (version: number) => Promise<BlueprintInput>;
}) {
  return (
    <>
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading">Versions</h2>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((row) => (
                <tr key={row.version}>
                  <td>{row.current ? `${row.version} (live)` : row.version}</td>
                  <td>{formatTime(row.createdAt)}</td>
                  <td>
                    {!row.current && mayRollBack ? (
                      <button type="button" onClick={() => onRollback(row.version)}>
                        {`Roll back to version ${row.version}`}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <VersionCompare versions={versions} load={loadVersion} />
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading">Audit log</h2>
        {audit.length === 0 ? (
          <p className="muted">Nobody has changed this flow in the dashboard yet.</p>
        ) : (
          <ul>
            {audit.map((entry) => (
              <li key={entry.id}>
                {`${formatTime(entry.at)} · ${entry.user.name} (${entry.user.email}) · ${actionText(entry)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
