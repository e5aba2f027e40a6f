/**
 * The flow editor's part of the dashboard's API (issue 21 item 2): paths and the answers' schemas, served by
 * server/dashboard/flows-routes.ts and read by dashboard/flows/. A draft travels as the blueprint's wire
 * (input) form; what makes it publishable is checked by renderer/domain/draft-problems.ts and
 * contract/free-text-minimum.ts on both sides.
 */
import * as v from 'valibot';
import { DASHBOARD_API, DASHBOARD_BASE } from './dashboard-api.ts';
import { type BlueprintInput, CouponSchema, PlanSchema } from './schemas/index.ts';

const flows = (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/flows`;
const flow = (appId: string, flowId: string) => `${flows(appId)}/${encodeURIComponent(flowId)}`;

export const FLOW_EDITOR_PATHS = {
  flows,
  flow,
  /** PUT saves the draft; DELETE `?savedAt=` throws away the draft saved then (not one saved since). */
  draft: (appId: string, flowId: string) => `${flow(appId, flowId)}/draft`,
  publish: (appId: string, flowId: string) => `${flow(appId, flowId)}/publish`,
  versions: (appId: string, flowId: string) => `${flow(appId, flowId)}/versions`,
  /** One published version's blueprint, for comparing two versions. */
  version: (appId: string, flowId: string, version: number) => `${flow(appId, flowId)}/versions/${version}`,
  rollback: (appId: string, flowId: string) => `${flow(appId, flowId)}/rollback`,
  audit: (appId: string, flowId: string) => `${flow(appId, flowId)}/audit`,
  /** POST a draft (SaveDraftBodySchema), get the embed answer the preview's widget draws (a sample customer). */
  preview: (appId: string, flowId: string) => `${flow(appId, flowId)}/preview`,
} as const;

/**
 * The live preview's page (framed by the editor, same origin only) and the built script tag beside it
 * (dist/embed), which the page loads as any host page would: docs/server.md "The flow editor's preview".
 */
export const PREVIEW_PAGE_PATH = `${DASHBOARD_BASE}/preview`;
export const PREVIEW_LOADER_PATH = `${PREVIEW_PAGE_PATH}/embed/holdfast.js`;

/**
 * Who may do what: every member of the app reads flows and saves drafts; only owners publish and roll back,
 * since that changes what every customer sees at once.
 */
export const PUBLISHING_ROLES = ['owner'] as const;

/** What the audit log records. */
export const FLOW_ACTIONS = ['draft_saved', 'draft_discarded', 'published', 'rolled_back'] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

/** A blueprint in its wire form; its content is checked by checkDraft, which names problems by step. */
export const BlueprintDraftSchema = v.custom<BlueprintInput>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'The blueprint is a JSON object.',
);

export const DraftProblemSchema = v.object({
  code: v.string(),
  step: v.nullable(v.string()),
  message: v.string(),
});

export const FlowsAnswerSchema = v.object({
  flows: v.array(
    v.object({
      flowId: v.string(),
      name: v.string(),
      lite: v.boolean(),
      currentVersion: v.number(),
      /** When the unpublished draft was last saved; null without one. */
      draftSavedAt: v.nullable(v.string()),
      /** Whether the widget gets this flow when the host names none (the first full, or lite, flow). */
      servedByDefault: v.boolean(),
    }),
  ),
});
export type FlowsAnswer = v.InferOutput<typeof FlowsAnswerSchema>;

export const FlowAnswerSchema = v.object({
  flowId: v.string(),
  lite: v.boolean(),
  currentVersion: v.number(),
  published: BlueprintDraftSchema,
  draft: v.nullable(
    v.object({
      blueprint: BlueprintDraftSchema,
      savedAt: v.string(),
      savedBy: v.string(),
      problems: v.array(DraftProblemSchema),
    }),
  ),
  /** The connected provider's LIVE coupons and plans, for the offers to pick from. */
  catalog: v.object({ coupons: v.array(CouponSchema), plans: v.array(PlanSchema) }),
});
export type FlowAnswer = v.InferOutput<typeof FlowAnswerSchema>;

/**
 * What an edit started from: the version live and the draft's save time (null without a draft) when the form
 * was loaded or last saved. A save from an older state is refused (409): another author's draft, a publish or a
 * rollback since is never overwritten unseen. Without it a save is not checked (API clients of their own).
 */
export const DraftBasisSchema = v.object({
  version: v.number(),
  draftSavedAt: v.nullable(v.string()),
});
export type DraftBasis = v.InferOutput<typeof DraftBasisSchema>;

export const SaveDraftBodySchema = v.object({
  blueprint: BlueprintDraftSchema,
  basedOn: v.optional(DraftBasisSchema),
});

/** A discarded draft (DELETE …/draft?savedAt=). */
export const DiscardedAnswerSchema = v.object({ discarded: v.literal(true) });

export const SaveDraftAnswerSchema = v.object({
  savedAt: v.string(),
  /** The path's problems: the draft is kept, but cannot be published until they are fixed. */
  problems: v.array(DraftProblemSchema),
});

/** A refused draft or publish: the message and every problem, by step. */
export const ProblemsAnswerSchema = v.object({
  message: v.string(),
  problems: v.array(DraftProblemSchema),
});

export const PublishedAnswerSchema = v.object({ version: v.number() });

export const RollbackBodySchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1, 'Name a version from 1 up.')),
});

export const VersionsAnswerSchema = v.object({
  versions: v.array(v.object({ version: v.number(), createdAt: v.string(), current: v.boolean() })),
});
export type VersionsAnswer = v.InferOutput<typeof VersionsAnswerSchema>;

/** One published version as it was published. */
export const VersionAnswerSchema = v.object({
  version: v.number(),
  createdAt: v.string(),
  blueprint: BlueprintDraftSchema,
});
export type VersionAnswer = v.InferOutput<typeof VersionAnswerSchema>;

export const AuditAnswerSchema = v.object({
  /** Newest first. */
  entries: v.array(
    v.object({
      /** The entry's own id: two entries may share their time, action and version. */
      id: v.string(),
      at: v.string(),
      action: v.picklist(FLOW_ACTIONS),
      /** The version published or rolled back to a new one; null for a draft. */
      version: v.nullable(v.number()),
      /** For a rollback, the version whose blueprint was published again. */
      fromVersion: v.nullable(v.number()),
      user: v.object({ name: v.string(), email: v.string() }),
    }),
  ),
});
export type AuditAnswer = v.InferOutput<typeof AuditAnswerSchema>;
