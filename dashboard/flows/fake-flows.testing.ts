/** The flow editor's API in memory, for the flow page's tests: versions, a draft and the audit log. */
import { vi } from 'vitest';
import type { AuditAnswer, FlowAnswer, VersionsAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { ApiFailure } from '../api/client.ts';
import type { FlowsClient } from './flows-client.ts';

export const V1: BlueprintInput = {
  _id: 'bp_main',
  name: 'Main flow',
  steps: [
    { guid: 's', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Too expensive' }] } },
    { guid: 'x', stepType: 'CONFIRM' },
  ],
};

/** V1 with its one choice's text changed. */
export function withChoice(value: string): BlueprintInput {
  return {
    ...V1,
    steps: V1.steps.map((step) =>
      step.stepType === 'SURVEY' ? { ...step, survey: { choices: [{ guid: 'c', value }] } } : step,
    ),
  };
}

/** An in-memory flow editor API: versions, a draft and the audit log, as the server keeps them. */
export function fakeFlows() {
  const versions: BlueprintInput[] = [V1];
  let draft: BlueprintInput | null = null;
  const audit: AuditAnswer['entries'] = [];
  const who = { name: 'Olive Owner', email: 'owner@team.example' };
  const at = '2026-11-25T10:00:00.000Z';
  const publish = (blueprint: BlueprintInput, fromVersion: number | null) => {
    versions.push(blueprint);
    const version = versions.length;
    audit.unshift({
      id: `audit_${audit.length + 1}`,
      at,
      action: fromVersion ? 'rolled_back' : 'published',
      version,
      fromVersion,
      user: who,
    });
    return { version };
  };
  const client: FlowsClient = {
    flows: async () => ({
      flows: [
        {
          flowId: 'bp_main',
          name: 'Main flow',
          lite: false,
          currentVersion: versions.length,
          draftSavedAt: null,
          servedByDefault: true,
        },
      ],
    }),
    flow: async (): Promise<FlowAnswer> => ({
      flowId: 'bp_main',
      lite: false,
      currentVersion: versions.length,
      published: versions[versions.length - 1] ?? V1,
      draft: draft ? { blueprint: draft, savedAt: at, savedBy: who.name, problems: [] } : null,
      catalog: { coupons: [], plans: [] },
    }),
    saveDraft: vi.fn(async (_app: string, _flow: string, blueprint: BlueprintInput) => {
      draft = blueprint;
      audit.unshift({
        id: `audit_${audit.length + 1}`,
        at,
        action: 'draft_saved',
        version: null,
        fromVersion: null,
        user: who,
      });
      return { savedAt: at, problems: [] };
    }),
    publish: vi.fn(async () => {
      const published = publish(draft ?? V1, null);
      draft = null;
      return published;
    }),
    rollback: vi.fn(async (_app: string, _flow: string, version: number) =>
      publish(versions[version - 1] ?? V1, version),
    ),
    discardDraft: vi.fn(async () => {
      draft = null;
      audit.unshift({
        id: `audit_${audit.length + 1}`,
        at,
        action: 'draft_discarded',
        version: null,
        fromVersion: null,
        user: who,
      });
      return { discarded: true as const };
    }),
    versions: async (): Promise<VersionsAnswer> => ({
      versions: versions
        .map((_, index) => ({ version: index + 1, createdAt: at, current: index === versions.length - 1 }))
        .reverse(),
    }),
    version: vi.fn(async (_app: string, _flow: string, version: number) => {
      const blueprint = versions[version - 1];
      if (!blueprint) throw new ApiFailure(404, 'The flow has no such version.');
      return { version, createdAt: at, blueprint };
    }),
    audit: async () => ({ entries: [...audit] }),
  };
  return client;
}
