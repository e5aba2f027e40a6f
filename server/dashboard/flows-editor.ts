/**
 * The flow editor's rules (issue 21 item 2): a flow's draft is saved when the widget could read all of it
 * and a customer could meet it (checkFlowDraft's `valid`), its path's problems kept beside it; publishing
 * makes the draft version N+1, the flow's current one (what the embed serves from then on), and is refused
 * while problems remain; a rollback publishes an old version's blueprint again as a new version; a discard
 * throws away the draft the author saw, never one saved since. Every act leaves an audit row in the same
 * transaction. Nothing here knows HTTP.
 */

import type { Kysely, Transaction } from 'kysely';
import type { DraftBasis, FlowAnswer, FlowsAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import type { DraftProblem } from '../../renderer/domain/draft-problems.ts';
import type { ConfigCache } from '../storage/config-cache.ts';
import type { FlowsStore } from '../storage/flows-store.ts';
import type { Database } from '../storage/tables.ts';
import { audit, type Editor } from './flow-audit.ts';
import { checkFlowDraft } from './flow-draft-check.ts';
import {
  changeSince,
  currentBlueprint,
  flowAudit,
  flowList,
  flowVersion,
  flowVersions,
  savedAtText,
} from './flow-reads.ts';

export const FLOW_EDITOR_MESSAGES = {
  invalidDraft:
    'The draft was not saved: the widget could not read all of it, or a minimum length asks more than a customer may type.',
  keepId: (id: string) => `The flow's _id stays "${id}".`,
  hasProblems: 'The draft has problems; fix them before publishing.',
  noDraft: 'There is no draft to publish: someone may have just published it (see the versions).',
  noVersion: 'The flow has no such version.',
  noDraftToDiscard:
    'There is no draft to discard: it was published or discarded meanwhile (see the history).',
  discardChanged: (by: string, at: string) =>
    `The draft was not discarded: ${by} saved it again at ${at}, after the save you saw, and that draft is kept.`,
  changedSince: (by: string) =>
    `The draft was not saved: ${by} since you opened this flow, and saving would replace it. ` +
    'Copy what you changed, reload the page and make your changes again.',
} as const;

export type SaveResult =
  | { kind: 'saved'; savedAt: string; problems: DraftProblem[] }
  | { kind: 'invalid'; problems: DraftProblem[] }
  /** The flow changed since the edit's basis: the message says how. */
  | { kind: 'changed'; message: string };
export type DiscardResult =
  | { kind: 'discarded' }
  | { kind: 'no-draft' }
  /** A draft saved since the one the caller saw: kept. */
  | { kind: 'changed'; message: string };
export type PublishResult =
  | { kind: 'published'; version: number }
  | { kind: 'no-draft' }
  | { kind: 'problems'; problems: DraftProblem[] };

function parse(json: string): BlueprintInput {
  return JSON.parse(json) as BlueprintInput;
}

/**
 * Claims the flow for this transaction, or answers false when there is no such flow. A no-op write: on
 * PostgreSQL it locks the flow's row until commit, so a second publish or rollback of the same flow waits
 * and then reads the draft and the latest version as the first left them (two publishes of one draft would
 * otherwise both number the next version, and the loser die on its unique key); on SQLite it takes the
 * write lock at once, which also keeps another process's writer out between our read and our write.
 */
async function claimFlow(trx: Transaction<Database>, appId: string, flowId: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('flows')
    .set((eb) => ({ current_version: eb.ref('current_version') }))
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Writes `blueprint` as the flow's next version and makes it current; answers the version's number. */
async function publishBlueprint(
  trx: Transaction<Database>,
  appId: string,
  flowId: string,
  blueprint: string,
  now: Date,
): Promise<number> {
  const latest = await trx
    .selectFrom('flow_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .executeTakeFirst();
  const version = Number(latest?.version ?? 0) + 1;
  await trx
    .insertInto('flow_versions')
    .values({ app_id: appId, flow_id: flowId, version, blueprint, created_at: now.toISOString() })
    .execute();
  await trx
    .updateTable('flows')
    .set({ current_version: version })
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .execute();
  return version;
}

/** `cache`: the server's configuration cache, cleared once a publish or rollback has committed. */
export function createFlowEditor(db: Kysely<Database>, store: FlowsStore, cache: ConfigCache) {
  return {
    /** The app's flows in serving order, each with its name, current version and whether a draft waits. */
    list: (appId: string): Promise<FlowsAnswer['flows']> => flowList(db, appId),

    /** The flow's current version, its draft with the draft's problems, and the LIVE catalog; null if none. */
    async read(appId: string, flowId: string): Promise<FlowAnswer | null> {
      const current = await currentBlueprint(db, appId, flowId);
      if (!current) return null;
      const draft = await db
        .selectFrom('flow_drafts')
        .selectAll()
        .where('app_id', '=', appId)
        .where('flow_id', '=', flowId)
        .executeTakeFirst();
      const { coupons, plans } = (await store.catalog(appId, ['LIVE'])).LIVE;
      const draftBlueprint = draft ? parse(draft.blueprint) : null;
      return {
        flowId,
        lite: current.lite === 1,
        currentVersion: current.current_version,
        published: parse(current.blueprint),
        draft:
          draft && draftBlueprint
            ? {
                blueprint: draftBlueprint,
                savedAt: draft.saved_at,
                savedBy: draft.saved_by,
                problems: checkFlowDraft(draftBlueprint).problems,
              }
            : null,
        catalog: { coupons, plans },
      };
    },

    /** Keeps the draft when the widget could read all of it; null when the flow does not exist. */
    async saveDraft(
      appId: string,
      flowId: string,
      blueprint: BlueprintInput,
      editor: Editor,
      now: Date,
      basedOn?: DraftBasis,
    ): Promise<SaveResult | null> {
      const current = await currentBlueprint(db, appId, flowId);
      if (!current) return null;
      if (basedOn) {
        const changed = await changeSince(db, appId, flowId, current.current_version, basedOn);
        if (changed) return { kind: 'changed', message: FLOW_EDITOR_MESSAGES.changedSince(changed) };
      }
      const publishedId = parse(current.blueprint)._id;
      if (blueprint._id !== publishedId)
        return {
          kind: 'invalid',
          problems: [{ code: 'INVALID', step: null, message: FLOW_EDITOR_MESSAGES.keepId(publishedId) }],
        };
      const check = checkFlowDraft(blueprint);
      if (!check.valid) return { kind: 'invalid', problems: check.problems };
      const savedAt = now.toISOString();
      const values = { blueprint: JSON.stringify(blueprint), saved_at: savedAt, saved_by: editor.name };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('flow_drafts')
          .values({ app_id: appId, flow_id: flowId, ...values })
          .onConflict((conflict) => conflict.columns(['app_id', 'flow_id']).doUpdateSet(values))
          .execute();
        await audit(trx, { appId, flowId, action: 'draft_saved', version: null }, editor, now);
      });
      return { kind: 'saved', savedAt, problems: check.problems };
    },

    /** Publishes the draft as the next version (the draft is then gone); null when the flow does not exist. */
    async publish(appId: string, flowId: string, editor: Editor, now: Date): Promise<PublishResult | null> {
      const result = await db.transaction().execute(async (trx): Promise<PublishResult | null> => {
        if (!(await claimFlow(trx, appId, flowId))) return null;
        const draft = await trx
          .selectFrom('flow_drafts')
          .select('blueprint')
          .where('app_id', '=', appId)
          .where('flow_id', '=', flowId)
          .executeTakeFirst();
        if (!draft) return { kind: 'no-draft' };
        const { problems } = checkFlowDraft(parse(draft.blueprint));
        if (problems.length > 0) return { kind: 'problems', problems };
        const version = await publishBlueprint(trx, appId, flowId, draft.blueprint, now);
        await trx
          .deleteFrom('flow_drafts')
          .where('app_id', '=', appId)
          .where('flow_id', '=', flowId)
          .execute();
        await audit(trx, { appId, flowId, action: 'published', version }, editor, now);
        return { kind: 'published', version };
      });
      cache.forget(appId);
      return result;
    },

    /**
     * Publishes an old version's blueprint again as the next version. Not re-checked: it was served before,
     * and a rollback is what an owner reaches for when the newest version misbehaves. The draft is left alone.
     */
    async rollback(
      appId: string,
      flowId: string,
      fromVersion: number,
      editor: Editor,
      now: Date,
    ): Promise<{ version: number } | null> {
      const result = await db.transaction().execute(async (trx) => {
        if (!(await claimFlow(trx, appId, flowId))) return null;
        const old = await trx
          .selectFrom('flow_versions')
          .select('blueprint')
          .where('app_id', '=', appId)
          .where('flow_id', '=', flowId)
          .where('version', '=', fromVersion)
          .executeTakeFirst();
        if (!old) return null;
        const version = await publishBlueprint(trx, appId, flowId, old.blueprint, now);
        await audit(trx, { appId, flowId, action: 'rolled_back', version, fromVersion }, editor, now);
        return { version };
      });
      cache.forget(appId);
      return result;
    },

    /**
     * Throws the draft away, so the next edit starts from the live version: what an owner wants after a
     * rollback, when the waiting draft was written on the version rolled back from. Only the draft saved at
     * `savedAt`, the one the caller saw: a draft saved since is kept. Null when the flow does not exist.
     */
    async discardDraft(
      appId: string,
      flowId: string,
      savedAt: string,
      editor: Editor,
      now: Date,
    ): Promise<DiscardResult | null> {
      return db.transaction().execute(async (trx): Promise<DiscardResult | null> => {
        if (!(await claimFlow(trx, appId, flowId))) return null;
        const draft = await trx
          .selectFrom('flow_drafts')
          .select(['saved_at', 'saved_by'])
          .where('app_id', '=', appId)
          .where('flow_id', '=', flowId)
          .executeTakeFirst();
        if (!draft) return { kind: 'no-draft' };
        if (draft.saved_at !== savedAt)
          return {
            kind: 'changed',
            message: FLOW_EDITOR_MESSAGES.discardChanged(draft.saved_by, savedAtText(draft.saved_at)),
          };
        await trx
          .deleteFrom('flow_drafts')
          .where('app_id', '=', appId)
          .where('flow_id', '=', flowId)
          .execute();
        await audit(trx, { appId, flowId, action: 'draft_discarded', version: null }, editor, now);
        return { kind: 'discarded' };
      });
    },

    /** The flow's versions, newest first; null when the flow does not exist. */
    versions: (appId: string, flowId: string) => flowVersions(db, appId, flowId),

    /** One version as it was published, to compare with another; null when the flow has no such version. */
    async version(appId: string, flowId: string, version: number) {
      const row = await flowVersion(db, appId, flowId, version);
      return row ? { ...row, blueprint: parse(row.blueprint) } : null;
    },

    /** Who did what to the flow when, newest first. */
    audit: (appId: string, flowId: string) => flowAudit(db, appId, flowId),
  };
}

export type FlowEditor = ReturnType<typeof createFlowEditor>;
