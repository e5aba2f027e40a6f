/** An in-memory fake of the client's Appearance calls for the view tests: the server's rules, kept in memory. */
import * as v from 'valibot';
import {
  type Appearance,
  type AppearanceAudit,
  AppearanceSchema,
  refusedFields,
} from '../../contract/dashboard-appearance-api.ts';
import type { FlowAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import type { FlowsClient } from '../flows/flows-client.ts';
import { type AppearanceClient, AppearanceRefusal } from './appearance-client.ts';

export const STORED_APPEARANCE: Appearance = {
  branding: {
    name: 'Acme',
    brandImage: null,
    brandTheme: 'default',
    showWatermark: false,
    colors: { primary: '#224466', secondary: null, accent: null },
  },
  orgTranslations: { de: { 'footer.nevermind': 'Doch nicht' } },
};

export function fakeAppearance(): AppearanceClient & { saved: Appearance[] } {
  let stored = structuredClone(STORED_APPEARANCE);
  const saved: Appearance[] = [];
  const audit: AppearanceAudit['entries'] = [];
  return {
    saved,
    appearance: async () => structuredClone(stored),
    save: async (_appId, appearance) => {
      const parsed = v.safeParse(AppearanceSchema, appearance);
      if (!parsed.success)
        throw new AppearanceRefusal(400, 'The appearance was not saved.', refusedFields(parsed.issues));
      stored = parsed.output;
      saved.push(structuredClone(stored));
      audit.unshift({
        id: `audit_${audit.length + 1}`,
        at: '2026-11-27T12:00:00.000Z',
        user: { name: 'Olive Owner', email: 'owner@team.example' },
      });
      return structuredClone(stored);
    },
    audit: async () => ({ entries: [...audit] }),
  };
}

/** The published flow the preview draws. */
export const PREVIEWED_FLOW: BlueprintInput = {
  _id: 'bp_main',
  steps: [{ guid: 'x', stepType: 'CONFIRM' }],
};

/** The flow calls the Appearance preview makes: the flow list and the default flow; nothing else. */
export function previewFlows(): FlowsClient {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    flows: async () => ({
      flows: [
        {
          flowId: 'bp_lite',
          name: 'Lite',
          lite: true,
          currentVersion: 1,
          draftSavedAt: null,
          servedByDefault: true,
        },
        {
          flowId: 'bp_main',
          name: 'Main',
          lite: false,
          currentVersion: 1,
          draftSavedAt: null,
          servedByDefault: true,
        },
      ],
    }),
    flow: async (): Promise<FlowAnswer> => ({
      flowId: 'bp_main',
      lite: false,
      currentVersion: 1,
      published: PREVIEWED_FLOW,
      draft: null,
      catalog: { coupons: [], plans: [] },
    }),
    saveDraft: never,
    publish: never,
    rollback: never,
    discardDraft: never,
    versions: never,
    version: never,
    audit: never,
  };
}
