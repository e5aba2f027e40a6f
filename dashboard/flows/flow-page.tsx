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

/** What the page asks before an act every customer will see (or one that loses work), and says after. */
export const FLOW_PAGE_TEXTS = {
  publishQuestion: (live: number) =>
    `Publish this draft as version ${live + 1}? Every customer’s widget shows it from its next load, ` +
    `in place of version ${live}.`,
  rollbackQuestion: (version: number, live: number, draftWaits: boolean) =>
    `Roll back to version ${version}? Its flow goes live again as version ${live + 1}, and every ` +
    'customer’s widget shows it from its next load.' +
    (draftWaits
      ? ' A draft is waiting, and the rollback keeps it: publishing it would undo the rollback. If it was ' +
        'written on a version you are rolling back from, discard it with Discard draft.'
      : ''),
  discardQuestion: (savedBy: string, live: number) =>
    `Discard the draft saved by ${savedBy}? Its changes, and any unsaved ones in the form, are lost; the ` +
    `form starts again from version ${live}, which is live.`,
  discarded: 'Draft discarded.',
} as const;

/** The page's heading: the flow's name as the flows list shows it, with its id; the id alone until it loads. */
export function flowTitle(flowId: string, name: string | undefined): string {
  return name?.trim() ? `Flow “${name.trim()}” (${flowId})` : `Flow ${flowId}`;
}

type DiscardState = { kind: 'idle' } | { kind: 'done' } | { kind: 'failed'; message: string };

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
  // `revision` reloads the history after every act, in place; `reset` also reloads the flow, which restarts the
  // form (after a rollback or a discard).
  const [revision, setRevision] = useState(0);
  const [reset, setReset] = useState(0);
  const [rollbackError, setRollbackError] = useState('');
  const [discardState, setDiscardState] = useState<DiscardState>({ kind: 'idle' });
  const loadKey = `${appId} ${flowId} ${reset}`;
  // The form's draft as it stands, for the preview: only the form of the flow as loaded now.
  const [editing, setEditing] = useState<{ loadKey: string; draft: BlueprintInput } | null>(null);
  const onDraftChange = useCallback((draft: BlueprintInput) => setEditing({ loadKey, draft }), [loadKey]);
  const flow = useLoaded(() => flows.flow(appId, flowId), loadKey);
  // What the form's edits start from: the loaded flow, then each save and publish of this page. A save from an
  // older basis is refused, so another author's work (or a publish, a rollback) is never replaced unseen.
  // Keyed by the answer itself, so each answer (the first, and a reload's after a rollback or a discard) starts
  // afresh. A reload is 'loading' from its first render until its answer (useLoaded), which takes the form
  // down; the form is keyed by the answer too (`answer` counts them), so it never outlives the answer it
  // started from.
  const basis = useRef<{ from: FlowAnswer; answer: number; basedOn: DraftBasis } | null>(null);
  if (flow.state === 'ready' && basis.current?.from !== flow.value)
    basis.current = {
      from: flow.value,
      answer: (basis.current?.answer ?? 0) + 1,
      basedOn: { version: flow.value.currentVersion, draftSavedAt: flow.value.draft?.savedAt ?? null },
    };
  const saveDraft = async (blueprint: BlueprintInput) => {
    const kept = basis.current;
    const { savedAt } = await flows.saveDraft(appId, flowId, blueprint, kept?.basedOn);
    if (kept) kept.basedOn = { ...kept.basedOn, draftSavedAt: savedAt };
  };
  // Reloaded in place after each act (a revision, not a new key): the versions, the audit log and a comparison
  // the author opened stay up until the new answer replaces them.
  const history = useLoaded(
    () => Promise.all([flows.versions(appId, flowId), flows.audit(appId, flowId)]),
    `${appId} ${flowId}`,
    undefined,
    revision,
  );
  const mayPublish = (PUBLISHING_ROLES as readonly Role[]).includes(teamRole);
  const changed = () => setRevision((n) => n + 1);

  // The live version and the waiting draft as the page knows them: the ones loaded, then this page's own saves
  // and publishes (no draft waits once published). The draft's author is the loaded one's, unless this page
  // has saved it since.
  const known = flow.state === 'ready' ? basis.current?.basedOn : undefined;
  const live = known?.version ?? 0;
  const waiting =
    flow.state === 'ready' && known?.draftSavedAt
      ? {
          savedAt: known.draftSavedAt,
          savedBy: flow.value.draft?.savedAt === known.draftSavedAt ? flow.value.draft.savedBy : 'you',
        }
      : null;

  const rollback = async (version: number, liveInHistory: number) => {
    setRollbackError('');
    setDiscardState({ kind: 'idle' });
    if (!window.confirm(FLOW_PAGE_TEXTS.rollbackQuestion(version, liveInHistory, waiting !== null))) return;
    try {
      await flows.rollback(appId, flowId, version);
      changed();
      setReset((n) => n + 1);
    } catch (error) {
      setRollbackError(error instanceof ApiFailure ? error.message : String(error));
    }
  };

  const discard = async (savedAt: string, savedBy: string) => {
    setDiscardState({ kind: 'idle' });
    if (!window.confirm(FLOW_PAGE_TEXTS.discardQuestion(savedBy, live))) return;
    try {
      await flows.discardDraft(appId, flowId, savedAt);
      setDiscardState({ kind: 'done' });
      changed();
      setReset((n) => n + 1);
    } catch (error) {
      setDiscardState({
        kind: 'failed',
        message: error instanceof ApiFailure ? error.message : String(error),
      });
      // Saved again since (409) or gone (404): show the flow as it is now, which the page has not seen.
      if (error instanceof ApiFailure && (error.status === 404 || error.status === 409)) {
        changed();
        setReset((n) => n + 1);
      }
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
            {waiting ? (
              <>
                {`Editing the draft saved by ${waiting.savedBy}; version ${live} is live.`}{' '}
                <button type="button" onClick={() => void discard(waiting.savedAt, waiting.savedBy)}>
                  Discard draft
                </button>
              </>
            ) : (
              `Editing a copy of version ${live}, which is live.`
            )}
          </p>
          {discardState.kind === 'done' ? <p role="status">{FLOW_PAGE_TEXTS.discarded}</p> : null}
          {discardState.kind === 'failed' ? <p role="alert">{discardState.message}</p> : null}
          <div className="editor-with-preview">
            <FlowEditor
              key={basis.current?.answer}
              initial={flow.value.draft?.blueprint ?? flow.value.published}
              catalog={flow.value.catalog}
              mayPublish={mayPublish}
              publishQuestion={FLOW_PAGE_TEXTS.publishQuestion(live)}
              onDraftChange={onDraftChange}
              onSave={async (blueprint) => {
                setDiscardState({ kind: 'idle' });
                await saveDraft(blueprint).finally(changed);
              }}
              onPublish={async (blueprint) => {
                setDiscardState({ kind: 'idle' });
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
          onRollback={(version) =>
            void rollback(version, history.value[0].versions.find((row) => row.current)?.version ?? live)
          }
          loadVersion={async (version) => (await flows.version(appId, flowId, version)).blueprint}
        />
      ) : null}
    </>
  );
}
