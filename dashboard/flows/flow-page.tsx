/** One flow in the editor: the form over its draft (or its live version), beside its versions and audit log. */
import { useCallback, useRef, useState } from 'react';
import type { Role } from '../../contract/dashboard-api.ts';
import { type DraftBasis, type FlowAnswer, PUBLISHING_ROLES } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { ApiFailure } from '../api/client.ts';
import { routeHref } from '../route.ts';
import { useLoaded } from '../use-loaded.ts';
import { FlowEditor } from './flow-editor.tsx';
import { FlowHistory } from './flow-history.tsx';
import { FlowPreview } from './flow-preview.tsx';
import type { FlowsClient } from './flows-client.ts';

/** The page's heading: the flow's name as the flows list shows it, with its id; the id alone until it loads. */
export function flowTitle(flowId: string, name: string | undefined): string {
  return name?.trim() ? `Flow “${name.trim()}” (${flowId})` : `Flow ${flowId}`;
}

export function FlowPage({
  flows,
  appId,
  flowId,
  teamRole,
}: {
  flows: FlowsClient;
  appId: string;
  flowId: string;
  /** The signed-in user's role in the app (an ARIA `role` it is not). */
  teamRole: Role;
}) {
  // `revision` reloads the history after every act; `reset` also restarts the form (after a rollback).
  const [revision, setRevision] = useState(0);
  const [reset, setReset] = useState(0);
  const [rollbackError, setRollbackError] = useState('');
  const loadKey = `${appId} ${flowId} ${reset}`;
  // The form's draft as it stands, for the preview: only the form of the flow as loaded now.
  const [editing, setEditing] = useState<{ loadKey: string; draft: BlueprintInput } | null>(null);
  const onDraftChange = useCallback((draft: BlueprintInput) => setEditing({ loadKey, draft }), [loadKey]);
  const flow = useLoaded(() => flows.flow(appId, flowId), loadKey);
  // What the form's edits start from: the loaded flow, then each save and publish of this page. A save from an
  // older basis is refused, so another author's work (or a publish, a rollback) is never replaced unseen.
  // Keyed by the answer itself: right after a reload starts, the last answer is still the one shown.
  const basis = useRef<{ from: FlowAnswer; basedOn: DraftBasis } | null>(null);
  if (flow.state === 'ready' && basis.current?.from !== flow.value)
    basis.current = {
      from: flow.value,
      basedOn: { version: flow.value.currentVersion, draftSavedAt: flow.value.draft?.savedAt ?? null },
    };
  const saveDraft = async (blueprint: BlueprintInput) => {
    const kept = basis.current;
    const { savedAt } = await flows.saveDraft(appId, flowId, blueprint, kept?.basedOn);
    if (kept) kept.basedOn = { ...kept.basedOn, draftSavedAt: savedAt };
  };
  const history = useLoaded(
    () => Promise.all([flows.versions(appId, flowId), flows.audit(appId, flowId)]),
    `${appId} ${flowId} ${revision}`,
  );
  const mayPublish = (PUBLISHING_ROLES as readonly Role[]).includes(teamRole);
  const changed = () => setRevision((n) => n + 1);

  const rollback = async (version: number) => {
    setRollbackError('');
    try {
      await flows.rollback(appId, flowId, version);
      changed();
      setReset((n) => n + 1);
    } catch (error) {
      setRollbackError(error instanceof ApiFailure ? error.message : String(error));
    }
  };

  return (
    <>
      <p>
        <a href={routeHref({ page: 'flows' })}>All flows</a>
      </p>
      <h1>{flowTitle(flowId, flow.state === 'ready' ? flow.value.published.name : undefined)}</h1>
      {flow.state === 'loading' ? <p className="status">Loading…</p> : null}
      {flow.state === 'failed' ? <p role="alert">{flow.message}</p> : null}
      {flow.state === 'ready' ? (
        <>
          <p className="muted">
            {flow.value.draft
              ? `Editing the draft saved by ${flow.value.draft.savedBy}; version ${flow.value.currentVersion} is live.`
              : `Editing a copy of version ${flow.value.currentVersion}, which is live.`}
          </p>
          <div className="editor-with-preview">
            <FlowEditor
              key={reset}
              initial={flow.value.draft?.blueprint ?? flow.value.published}
              catalog={flow.value.catalog}
              mayPublish={mayPublish}
              onDraftChange={onDraftChange}
              onSave={async (blueprint) => {
                await saveDraft(blueprint).finally(changed);
              }}
              onPublish={async (blueprint) => {
                await saveDraft(blueprint);
                const { version } = await flows.publish(appId, flowId).finally(changed);
                if (basis.current) basis.current.basedOn = { version, draftSavedAt: null };
                return version;
              }}
            />
            <FlowPreview
              appId={appId}
              flowId={flowId}
              lite={flow.value.lite}
              draft={
                (editing?.loadKey === loadKey ? editing.draft : null) ??
                flow.value.draft?.blueprint ??
                flow.value.published
              }
            />
          </div>
        </>
      ) : null}
      {rollbackError ? <p role="alert">{rollbackError}</p> : null}
      {history.state === 'ready' ? (
        <FlowHistory
          versions={history.value[0].versions}
          audit={history.value[1].entries}
          mayRollBack={mayPublish}
          onRollback={(version) => void rollback(version)}
          loadVersion={async (version) => (await flows.version(appId, flowId, version)).blueprint}
        />
      ) : null}
    </>
  );
}
