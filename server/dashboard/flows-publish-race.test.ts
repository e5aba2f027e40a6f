/**
 * Two owners publish the same draft at once: one publish makes the next version, the other is told the
 * draft is gone (409, not a 500 from the version's unique key); a publish and a rollback at once both get a
 * version of their own. On both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import type { FlowAnswer, VersionsAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import { FLOW_EDITOR_MESSAGES } from './flows-editor.ts';
import { dashboardSeed, makeTeam, signIn, TEAM } from './testing/dashboard-seed.ts';

/** Rounds of two concurrent publishes: one round may let the first finish before the second begins. */
const ROUNDS = 4;

describeOnBothDialects(
  'the flow editor: concurrent publishes of one draft',
  (server) => {
    let owner = '';
    let published = {} as BlueprintInput;
    const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/flows/${FLOW_ID}${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie: owner, 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
      published = ((await (await api('')).json()) as FlowAnswer).published;
    }, START_TIMEOUT_MS);

    it('publishes once and answers the other 409, saying the draft was just published', async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const draft = { ...published, name: `Round ${round}` };
        expect((await api('/draft', { method: 'PUT', body: { blueprint: draft } })).status).toBe(200);
        const answers = await Promise.all([
          api('/publish', { method: 'POST' }),
          api('/publish', { method: 'POST' }),
        ]);
        const outcomes = await Promise.all(
          answers.map(async (answer) => ({ status: answer.status, body: await answer.json() })),
        );
        outcomes.sort((a, b) => a.status - b.status);
        expect(outcomes).toEqual([
          { status: 200, body: { version: round + 1 } },
          { status: 409, body: { message: FLOW_EDITOR_MESSAGES.noDraft, problems: [] } },
        ]);
      }
      const { versions } = (await (await api('/versions')).json()) as VersionsAnswer;
      expect(versions.map((row) => row.version)).toEqual([5, 4, 3, 2, 1]);
    });

    it('numbers a publish and a rollback made at once one after the other', async () => {
      expect((await api('/draft', { method: 'PUT', body: { blueprint: published } })).status).toBe(200);
      const answers = await Promise.all([
        api('/publish', { method: 'POST' }),
        api('/rollback', { method: 'POST', body: { version: 1 } }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const made = await Promise.all(answers.map(async (answer) => (await answer.json()).version));
      expect(made.sort()).toEqual([6, 7]);
    });
  },
  { seed: dashboardSeed },
);
