/**
 * Discarding a flow's draft (DELETE …/flows/:flowId/draft?savedAt=), on both databases: only the draft the
 * caller saw goes (one saved since is kept: 409), the live version is untouched, and the audit log says who
 * discarded it; after a rollback, the draft written on the version rolled back from can be thrown away
 * instead of published over the rollback.
 */
import { beforeAll, expect, it } from 'vitest';
import type { AuditAnswer, FlowAnswer, FlowsAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import { FLOW_EDITOR_MESSAGES } from './flows-editor.ts';
import { FLOW_ROUTE_MESSAGES } from './flows-routes.ts';
import { dashboardSeed, makeTeam, REASONS, signIn, TEAM } from './testing/dashboard-seed.ts';
import { flowEditorClient } from './testing/flow-editor-client.ts';

/** The published flow with the survey's choices renamed, so a draft differs from the live version. */
function renamed(published: BlueprintInput, suffix: string): BlueprintInput {
  return {
    ...published,
    steps: published.steps.map((step) =>
      step.stepType === 'SURVEY'
        ? {
            ...step,
            survey: {
              ...step.survey,
              choices: step.survey.choices.map((choice) => ({ ...choice, value: choice.value + suffix })),
            },
          }
        : step,
    ),
  };
}

describeOnBothDialects(
  'the flow editor: discarding a draft',
  (server) => {
    let owner = '';
    let member = '';
    let outsider = '';
    let published = {} as BlueprintInput;
    const { api, embeddedChoices } = flowEditorClient(server);
    const flow = async () => (await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer;
    const saveDraft = async (cookie: string, blueprint: BlueprintInput) => {
      const saved = await api(`/${FLOW_ID}/draft`, cookie, { method: 'PUT', body: { blueprint } });
      expect(saved.status).toBe(200);
      return ((await saved.json()) as { savedAt: string }).savedAt;
    };
    const discard = (cookie: string, savedAt: string | null, flowId = FLOW_ID) =>
      api(`/${flowId}/draft${savedAt === null ? '' : `?savedAt=${encodeURIComponent(savedAt)}`}`, cookie, {
        method: 'DELETE',
      });
    const lastAudit = async () =>
      ((await (await api(`/${FLOW_ID}/audit`, member)).json()) as AuditAnswer).entries[0];

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
      member = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
      outsider = (await signIn(server.started.baseUrl, 'outsider@else.example', 'outsider-password-1'))
        .cookie;
      published = (await flow()).published;
    }, START_TIMEOUT_MS);

    it('answers only the app’s members (401 signed out, 404 for others), from the dashboard’s own page', async () => {
      const savedAt = await saveDraft(member, renamed(published, ' (kept)'));
      expect((await discard('', savedAt)).status).toBe(401);
      expect((await discard(outsider, savedAt)).status).toBe(404);
      const foreign = await fetch(
        `${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/flows/${FLOW_ID}/draft?savedAt=${savedAt}`,
        { method: 'DELETE', headers: { cookie: member, origin: 'https://evil.example' } },
      );
      expect(foreign.status).toBe(403);
      expect((await flow()).draft?.savedAt).toBe(savedAt);
    });

    it('refuses without ?savedAt= (400), and for no such flow (404), keeping the draft', async () => {
      const { draft } = await flow();
      for (const savedAt of [null, '']) {
        const refused = await discard(member, savedAt);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ message: FLOW_ROUTE_MESSAGES.noSavedAt });
      }
      const noFlow = await discard(member, draft?.savedAt ?? '', 'bp_none');
      expect(noFlow.status).toBe(404);
      expect(await noFlow.json()).toEqual({ message: FLOW_ROUTE_MESSAGES.noFlow });
      expect((await flow()).draft).toEqual(draft);
    });

    it('discards the draft the caller saw (any member); the live version is untouched and still served', async () => {
      const before = await flow();
      const savedAt = before.draft?.savedAt ?? '';
      const discarded = await discard(member, savedAt);
      expect(discarded.status).toBe(200);
      expect(await discarded.json()).toEqual({ discarded: true });
      const after = await flow();
      expect(after).toMatchObject({ draft: null, currentVersion: before.currentVersion, published });
      const { flows } = (await (await api('', member)).json()) as FlowsAnswer;
      expect(flows.find((row) => row.flowId === FLOW_ID)).toMatchObject({ draftSavedAt: null });
      expect(await embeddedChoices()).toEqual([REASONS.expensive.value, REASONS.unused.value]);
      expect(await lastAudit()).toMatchObject({
        action: 'draft_discarded',
        version: null,
        fromVersion: null,
        user: { name: TEAM.member.name, email: TEAM.member.email },
      });
    });

    it('answers 404 with a message when there is no draft to discard', async () => {
      const gone = await discard(member, '2026-01-01T00:00:00.000Z');
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: FLOW_EDITOR_MESSAGES.noDraftToDiscard });
      expect((await lastAudit())?.action).toBe('draft_discarded');
    });

    it('keeps a draft saved since the one the caller saw (409, saying who saved it when)', async () => {
      const seen = await saveDraft(member, renamed(published, ' (member)'));
      const theirs = renamed(published, ' (owner)');
      const since = await saveDraft(owner, theirs);
      expect(since).not.toBe(seen);
      const refused = await discard(member, seen);
      expect(refused.status).toBe(409);
      // The minute in UTC, as an author reads it; not the stored ISO string.
      expect(await refused.json()).toEqual({
        message: FLOW_EDITOR_MESSAGES.discardChanged(
          TEAM.owner.name,
          `${since.slice(0, 10)} ${since.slice(11, 16)} UTC`,
        ),
      });
      expect((await flow()).draft).toMatchObject({ blueprint: theirs, savedAt: since });
      expect((await lastAudit())?.action).toBe('draft_saved');
      expect((await discard(member, since)).status).toBe(200);
    });

    it('after a rollback, throws away the draft written on the newer version instead of publishing over it', async () => {
      const v2 = renamed(published, ' (v2)');
      await saveDraft(owner, v2);
      expect(await (await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' })).json()).toEqual({
        version: 2,
      });
      const onV2 = await saveDraft(member, renamed(v2, ' and more'));
      const rolledBack = await api(`/${FLOW_ID}/rollback`, owner, { method: 'POST', body: { version: 1 } });
      expect(await rolledBack.json()).toEqual({ version: 3 });
      // A rollback leaves the draft alone: it still waits, written on version 2.
      expect((await flow()).draft?.savedAt).toBe(onV2);
      expect((await discard(owner, onV2)).status).toBe(200);
      const publish = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
      expect(publish.status).toBe(409);
      expect(await flow()).toMatchObject({ currentVersion: 3, draft: null, published });
      expect(await embeddedChoices()).toEqual([REASONS.expensive.value, REASONS.unused.value]);
    });
  },
  { seed: dashboardSeed },
);
