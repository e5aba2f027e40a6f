/**
 * The dashboard's client of the flow editor's API (contract/dashboard-flows-api.ts). Apart from api/client.ts
 * because a refused draft or publish carries the problems by step: they reach the form as a FlowRefusal.
 */
import * as v from 'valibot';
import {
  AuditAnswerSchema,
  DiscardedAnswerSchema,
  type DraftBasis,
  FLOW_EDITOR_PATHS,
  FlowAnswerSchema,
  FlowsAnswerSchema,
  ProblemsAnswerSchema,
  PublishedAnswerSchema,
  SaveDraftAnswerSchema,
  VersionAnswerSchema,
  VersionsAnswerSchema,
} from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { ApiFailure, CLIENT_MESSAGES } from '../api/client.ts';

/** The server refused a draft or a publish, naming what is wrong. */
export class FlowRefusal extends ApiFailure {
  constructor(
    status: number,
    message: string,
    readonly problems: readonly { code: string; step: string | null; message: string }[],
  ) {
    super(status, message);
  }
}

export function createFlowsClient(fetcher: typeof fetch) {
  async function call<S extends v.GenericSchema>(
    schema: S,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await fetcher(path, {
        method: init.method ?? 'GET',
        credentials: 'same-origin',
        ...(init.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
      });
    } catch {
      throw new ApiFailure(0, CLIENT_MESSAGES.unreachable);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const refusal = v.safeParse(ProblemsAnswerSchema, body);
      if (refusal.success)
        throw new FlowRefusal(response.status, refusal.output.message, refusal.output.problems);
      const message = v.safeParse(v.object({ message: v.string() }), body);
      throw new ApiFailure(
        response.status,
        message.success ? message.output.message : CLIENT_MESSAGES.malformed,
      );
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new ApiFailure(response.status, CLIENT_MESSAGES.malformed);
    return parsed.output;
  }

  return {
    flows: (appId: string) => call(FlowsAnswerSchema, FLOW_EDITOR_PATHS.flows(appId)),
    flow: (appId: string, flowId: string) => call(FlowAnswerSchema, FLOW_EDITOR_PATHS.flow(appId, flowId)),
    /** Saves the draft; `basedOn` is what the form was loaded from, so another author's save is not replaced. */
    saveDraft: (appId: string, flowId: string, blueprint: BlueprintInput, basedOn?: DraftBasis) =>
      call(SaveDraftAnswerSchema, FLOW_EDITOR_PATHS.draft(appId, flowId), {
        method: 'PUT',
        body: { blueprint, basedOn },
      }),
    /** Throws away the draft saved at `savedAt` (one saved since is kept: 409). */
    discardDraft: (appId: string, flowId: string, savedAt: string) =>
      call(
        DiscardedAnswerSchema,
        `${FLOW_EDITOR_PATHS.draft(appId, flowId)}?savedAt=${encodeURIComponent(savedAt)}`,
        { method: 'DELETE' },
      ),
    publish: (appId: string, flowId: string) =>
      call(PublishedAnswerSchema, FLOW_EDITOR_PATHS.publish(appId, flowId), { method: 'POST', body: {} }),
    rollback: (appId: string, flowId: string, version: number) =>
      call(PublishedAnswerSchema, FLOW_EDITOR_PATHS.rollback(appId, flowId), {
        method: 'POST',
        body: { version },
      }),
    versions: (appId: string, flowId: string) =>
      call(VersionsAnswerSchema, FLOW_EDITOR_PATHS.versions(appId, flowId)),
    version: (appId: string, flowId: string, version: number) =>
      call(VersionAnswerSchema, FLOW_EDITOR_PATHS.version(appId, flowId, version)),
    audit: (appId: string, flowId: string) => call(AuditAnswerSchema, FLOW_EDITOR_PATHS.audit(appId, flowId)),
  };
}

export type FlowsClient = ReturnType<typeof createFlowsClient>;
