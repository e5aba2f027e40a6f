import { beforeAll, expect, it } from 'vitest';
import { MAX_FLOW_CHARS } from '../../contract/answer-limits.ts';
import type {
  AuditAnswer,
  FlowAnswer,
  FlowsAnswer,
  VersionAnswer,
} from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput, OfferInput, StepInput } from '../../contract/schemas/index.ts';
import { BODY_TOO_LARGE_MESSAGE, MAX_DASHBOARD_BODY_BYTES } from '../http/read-body.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import { dashboardSeed, makeTeam, REASONS, signIn, TEAM } from './testing/dashboard-seed.ts';
import { flowEditorClient } from './testing/flow-editor-client.ts';

const DISCOUNT: OfferInput = {
  guid: 'offer_editor',
  offerType: 'DISCOUNT',
  discountConfig: { couponId: 'SAVE20' },
};

/** The published flow with the survey's choices replaced (and an offer attached to one). */
function withSurvey(published: BlueprintInput, choices: { guid: string; value: string }[]): BlueprintInput {
  const steps = published.steps.map(
    (step): StepInput =>
      step.stepType === 'SURVEY'
        ? {
            ...step,
            survey: { ...step.survey, choices },
            offersAttached: choices.length > 0 ? { [REASONS.expensive.guid]: DISCOUNT } : {},
          }
        : step,
  );
  return { ...published, steps };
}

describeOnBothDialects(
  'the flow editor: drafts, publishing, rollback and the audit log',
  (server) => {
    let owner = '';
    let member = '';
    let outsider = '';
    let published = {} as BlueprintInput;
    const { api, embeddedChoices } = flowEditorClient(server);
    const saveDraft = (cookie: string, blueprint: unknown) =>
      api(`/${FLOW_ID}/draft`, cookie, { method: 'PUT', body: { blueprint } });

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
      member = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
      outsider = (await signIn(server.started.baseUrl, 'outsider@else.example', 'outsider-password-1'))
        .cookie;
      published = ((await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer).published;
    }, START_TIMEOUT_MS);

    it('answers only the app’s members: 401 signed out, 404 for others', async () => {
      expect((await api('', '')).status).toBe(401);
      expect((await api('', outsider)).status).toBe(404);
      expect((await api(`/${FLOW_ID}`, outsider)).status).toBe(404);
      expect((await saveDraft(outsider, published)).status).toBe(404);
      expect((await api(`/${FLOW_ID}/publish`, outsider, { method: 'POST' })).status).toBe(404);
      expect((await api('/bp_none', member)).status).toBe(404);
    });

    it('lists the flows with their current version, and gives the catalog to pick from', async () => {
      const list = (await (await api('', member)).json()) as FlowsAnswer;
      expect(list.flows).toContainEqual(
        expect.objectContaining({ flowId: FLOW_ID, lite: false, currentVersion: 1, draftSavedAt: null }),
      );
      // The embed serves the first flow of each kind when the host names none; the list says which.
      for (const lite of [false, true]) {
        const ofKind = list.flows.filter((flow) => flow.lite === lite);
        expect(ofKind.map((flow) => flow.servedByDefault)).toEqual(ofKind.map((_, index) => index === 0));
      }
      const flow = (await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer;
      expect(flow.draft).toBeNull();
      expect(flow.catalog.coupons.map((coupon) => coupon.id)).toContain('SAVE20');
      expect(flow.catalog.plans.map((plan) => plan.id)).toContain('plan_basic');
    });

    it('refuses a draft the widget could not read in full, naming each step, and keeps nothing', async () => {
      const broken = {
        ...published,
        steps: [
          ...published.steps,
          { guid: 'step_quiz', stepType: 'QUIZ' },
          { guid: 'step_confirm', stepType: 'CONFIRM' },
        ],
      };
      const response = await saveDraft(member, broken);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { problems: { code: string; step: string | null }[] };
      expect(answer.problems).toEqual([
        expect.objectContaining({ code: 'INVALID', step: 'step_quiz' }),
        expect.objectContaining({ code: 'DUPLICATE_STEP', step: 'step_confirm' }),
      ]);
      expect((await saveDraft(member, { ...published, _id: 'bp_other' })).status).toBe(400);
      expect((await saveDraft(member, 'not a blueprint')).status).toBe(400);
      expect(((await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer).draft).toBeNull();
    });

    it('refuses a flow too large for the widget to load (a text of megabytes pasted), and a body over the cap', async () => {
      const withHeader = (header: string): BlueprintInput => ({
        ...published,
        steps: published.steps.map((step, index) => (index === 0 ? { ...step, header } : step)),
      });
      const tooLarge = await saveDraft(member, withHeader('x'.repeat(MAX_FLOW_CHARS)));
      expect(tooLarge.status).toBe(400);
      expect((await tooLarge.json()).problems).toEqual([
        expect.objectContaining({ code: 'TOO_LARGE', step: null }),
      ]);
      const overCap = await saveDraft(member, withHeader('x'.repeat(MAX_DASHBOARD_BODY_BYTES)));
      expect(overCap.status).toBe(413);
      expect(await overCap.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
      expect(((await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer).draft).toBeNull();
      expect(await embeddedChoices()).toEqual([REASONS.expensive.value, REASONS.unused.value]);
    });

    it('keeps a draft with path problems but refuses to publish it', async () => {
      const saved = await saveDraft(member, withSurvey(published, []));
      expect(saved.status).toBe(200);
      expect((await saved.json()).problems).toEqual([
        expect.objectContaining({ code: 'EMPTY_SURVEY', step: 'step_survey' }),
      ]);
      const refused = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
      expect(refused.status).toBe(409);
      expect((await refused.json()).problems).toEqual([
        expect.objectContaining({ code: 'EMPTY_SURVEY', step: 'step_survey' }),
      ]);
      expect(await embeddedChoices()).toEqual([REASONS.expensive.value, REASONS.unused.value]);
    });

    it('refuses to publish a draft whose links make a loop or leave the confirm step off the path', async () => {
      const relinked = (edit: (steps: StepInput[]) => StepInput[]) => ({
        ...published,
        steps: edit(published.steps),
      });
      const link = (step: StepInput, defaultNextStep: string | null): StepInput => ({
        ...step,
        defaultNextStep,
      });
      const loop = relinked((steps) =>
        steps.map((step) => (step.guid === 'step_trial' ? link(step, 'step_pause') : step)),
      );
      // The trial offer moved after the confirm step and unlinked: the path ends there, past the confirmation.
      const confirm = published.steps.find((step) => step.guid === 'step_confirm');
      const skipsConfirm = relinked((steps) => [
        ...steps.filter((step) => step.guid !== 'step_trial' && step !== confirm),
        ...(confirm ? [confirm] : []),
        ...steps.filter((step) => step.guid === 'step_trial').map((step) => link(step, null)),
      ]);
      for (const [draft, code, step] of [
        [loop, 'CYCLE', 'step_trial'],
        [skipsConfirm, 'UNREACHABLE_CONFIRM', 'step_confirm'],
      ] as const) {
        const saved = await saveDraft(member, draft);
        expect(saved.status).toBe(200);
        expect((await saved.json()).problems).toEqual([expect.objectContaining({ code, step })]);
        const refused = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
        expect(refused.status).toBe(409);
        expect((await refused.json()).problems).toEqual([expect.objectContaining({ code, step })]);
      }
      const flow = (await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer;
      expect(flow.currentVersion).toBe(1);
    });

    it('lets only owners publish; publishing makes version 2, which the embed then serves', async () => {
      const choices = [REASONS.expensive, { guid: 'choice_moving', value: 'Moving to another tool' }];
      expect((await saveDraft(member, withSurvey(published, choices))).status).toBe(200);
      const draft = ((await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer).draft;
      expect(draft).toMatchObject({ savedBy: TEAM.member.name, problems: [] });
      expect((await api(`/${FLOW_ID}/publish`, member, { method: 'POST' })).status).toBe(403);

      const publish = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
      expect(await publish.json()).toEqual({ version: 2 });
      expect(await embeddedChoices()).toEqual(['Too expensive', 'Moving to another tool']);
      const served = await server.started.server.deps.database.db
        .selectFrom('servings')
        .select('version')
        .where('app_id', '=', APP_ID)
        .execute();
      expect(new Set(served.map((row) => row.version))).toEqual(new Set([1, 2]));
      const flow = (await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer;
      expect(flow).toMatchObject({ currentVersion: 2, draft: null });
      expect((await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' })).status).toBe(409);
    });

    it('rolls back by publishing an old version again as a new one (owners only)', async () => {
      const rollback = (cookie: string, version: unknown) =>
        api(`/${FLOW_ID}/rollback`, cookie, { method: 'POST', body: { version } });
      expect((await rollback(member, 1)).status).toBe(403);
      expect((await rollback(owner, 0)).status).toBe(400);
      expect((await rollback(owner, 99)).status).toBe(404);
      expect(await (await rollback(owner, 1)).json()).toEqual({ version: 3 });
      expect(await embeddedChoices()).toEqual([REASONS.expensive.value, REASONS.unused.value]);
      const { versions } = await (await api(`/${FLOW_ID}/versions`, member)).json();
      expect(versions).toMatchObject([
        { version: 3, current: true },
        { version: 2, current: false },
        { version: 1, current: false },
      ]);
    });

    it('answers one version’s blueprint as it was published, to compare two', async () => {
      const version = (cookie: string, which: string) => api(`/${FLOW_ID}/versions/${which}`, cookie);
      const choicesOf = (answer: VersionAnswer) => {
        const survey = answer.blueprint.steps.find((step) => step.stepType === 'SURVEY');
        return survey?.stepType === 'SURVEY' ? survey.survey.choices.map((choice) => choice.value) : [];
      };
      const first = (await (await version(member, '1')).json()) as VersionAnswer;
      expect(first).toMatchObject({ version: 1, blueprint: published });
      const second = (await (await version(member, '2')).json()) as VersionAnswer;
      expect(second.version).toBe(2);
      expect(choicesOf(second)).toEqual(['Too expensive', 'Moving to another tool']);
      expect(second.createdAt).toEqual(expect.any(String));
      for (const which of ['99', '0', '1.5', 'abc', '-1'])
        expect((await version(member, which)).status, which).toBe(404);
      expect((await version(outsider, '1')).status).toBe(404);
      expect((await version('', '1')).status).toBe(401);
    });

    it('keeps an audit log of who did what, newest first', async () => {
      const { entries } = (await (await api(`/${FLOW_ID}/audit`, member)).json()) as AuditAnswer;
      expect(
        entries.map((entry) => [entry.action, entry.user.email, entry.version, entry.fromVersion]),
      ).toEqual([
        ['rolled_back', TEAM.owner.email, 3, 1],
        ['published', TEAM.owner.email, 2, null],
        ['draft_saved', TEAM.member.email, null, null],
        // The two drafts whose links made a loop and skipped the confirm step, each saved, neither published.
        ['draft_saved', TEAM.member.email, null, null],
        ['draft_saved', TEAM.member.email, null, null],
        ['draft_saved', TEAM.member.email, null, null],
      ]);
      // Each its own id: entries may share their time, action and version (the dashboard lists them by it).
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    });

    it('refuses to publish a flow with no enabled step, naming the problem', async () => {
      expect((await saveDraft(member, { ...published, steps: [] })).status).toBe(200);
      const refused = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
      expect(refused.status).toBe(409);
      expect((await refused.json()).problems).toEqual([
        expect.objectContaining({ code: 'NO_ENABLED_STEPS', step: null }),
      ]);
      expect(((await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer).currentVersion).toBe(3);
    });

    it('refuses a save from a form another author’s save or a publish has overtaken, keeping their work', async () => {
      const opened = (await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer;
      const basedOn = { version: opened.currentVersion, draftSavedAt: opened.draft?.savedAt ?? null };
      const theirs = withSurvey(published, [REASONS.expensive]);
      const mine = withSurvey(published, [REASONS.unused]);
      const save = (cookie: string, blueprint: BlueprintInput, basis: unknown) =>
        api(`/${FLOW_ID}/draft`, cookie, { method: 'PUT', body: { blueprint, basedOn: basis } });

      const first = await save(owner, theirs, basedOn);
      expect(first.status).toBe(200);
      const { savedAt } = (await first.json()) as { savedAt: string };
      const stale = await save(member, mine, basedOn);
      expect(stale.status).toBe(409);
      const staleMessage = ((await stale.json()) as { message: string }).message;
      // The minute in UTC, as an author reads it; not the stored ISO string.
      expect(staleMessage).toContain(
        `${TEAM.owner.name} saved a draft at ${savedAt.slice(0, 10)} ${savedAt.slice(11, 16)} UTC since`,
      );
      expect(staleMessage).not.toContain(savedAt);
      const kept = (await (await api(`/${FLOW_ID}`, member)).json()) as FlowAnswer;
      expect(kept.draft?.blueprint).toEqual(theirs);

      // The author who saved goes on from their own save; after a publish, a form from before it is refused.
      expect((await save(owner, theirs, { ...basedOn, draftSavedAt: savedAt })).status).toBe(200);
      expect((await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' })).status).toBe(200);
      const beforePublish = await save(member, mine, { ...basedOn, draftSavedAt: null });
      expect(beforePublish.status).toBe(409);
      expect(((await beforePublish.json()) as { message: string }).message).toContain(
        `version ${basedOn.version + 1} went live`,
      );
      expect((await save(member, mine, { version: basedOn.version + 1, draftSavedAt: null })).status).toBe(
        200,
      );
    });
  },
  { seed: dashboardSeed },
);
