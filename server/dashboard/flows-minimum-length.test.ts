/**
 * A free-text minimum length no customer could meet (contract/free-text-minimum.ts), on both databases: the
 * flow editor's API refuses to save it, naming the field, whoever calls it (the dashboard's page or a script of
 * the business's own), and refuses to publish a draft that holds one (kept from before the check); a minimum at
 * the limit is fine; a negative or fractional one is refused as before, by the blueprint's schema.
 */
import { beforeAll, expect, it } from 'vitest';
import type { FlowAnswer } from '../../contract/dashboard-flows-api.ts';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import { FLOW_EDITOR_MESSAGES } from './flows-editor.ts';
import { dashboardSeed, makeTeam, REASONS, signIn, TEAM } from './testing/dashboard-seed.ts';
import { flowEditorClient } from './testing/flow-editor-client.ts';

interface Refusal {
  message: string;
  problems: { code: string; step: string | null; message: string }[];
}

/** The seed's flow with its survey's follow-up and an added free-form step asking the given minimums. */
function withMinimums(
  seeded: BlueprintInput,
  minimums: { survey: number; freeform: number },
): BlueprintInput {
  const steps = seeded.steps.map(
    (step): StepInput =>
      step.stepType === 'SURVEY'
        ? { ...step, survey: { ...step.survey, followupRequired: true, minLength: minimums.survey } }
        : step,
  );
  const feedback: StepInput = {
    guid: 'step_feedback',
    stepType: 'FREEFORM',
    freeformConfig: { inputRequired: true, minLength: minimums.freeform },
  };
  return { ...seeded, steps: [...steps, feedback] };
}

describeOnBothDialects(
  'the flow editor: a free-text minimum length a customer could not meet',
  (server) => {
    let owner = '';
    let seeded = {} as BlueprintInput;
    const { api, embeddedChoices } = flowEditorClient(server);
    const flow = async () => (await (await api(`/${FLOW_ID}`, owner)).json()) as FlowAnswer;
    const saveDraft = (blueprint: BlueprintInput) =>
      api(`/${FLOW_ID}/draft`, owner, { method: 'PUT', body: { blueprint } });

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
      seeded = (await flow()).published;
    }, START_TIMEOUT_MS);

    it('refuses a save with a minimum over the limit, naming each field and its step, and keeps nothing', async () => {
      const refused = await saveDraft(
        withMinimums(seeded, { survey: MAX_FREE_TEXT_CHARS + 1, freeform: 10_000 }),
      );
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as Refusal;
      expect(answer.message).toBe(FLOW_EDITOR_MESSAGES.invalidDraft);
      expect(answer.problems).toEqual([
        {
          code: 'INVALID',
          step: 'step_survey',
          message:
            'Follow-up answer’s minimum length (survey.minLength) is 5,001 characters, more than the 5,000 a ' +
            'customer may type, so no answer could meet it. Ask for 5,000 at most.',
        },
        {
          code: 'INVALID',
          step: 'step_feedback',
          message: expect.stringMatching(
            /^Minimum length \(freeformConfig\.minLength\) is 10,000 characters/,
          ),
        },
      ]);
      expect((await flow()).draft).toBeNull();
    });

    it('refuses a negative or fractional minimum too, naming the field', async () => {
      for (const [minimums, path] of [
        [{ survey: -1, freeform: 0 }, 'survey.minLength'],
        [{ survey: 0, freeform: 2.5 }, 'freeformConfig.minLength'],
      ] as const) {
        const refused = await saveDraft(withMinimums(seeded, minimums));
        expect(refused.status, path).toBe(400);
        const [problem, ...others] = ((await refused.json()) as Refusal).problems;
        expect(others).toEqual([]);
        expect(problem).toMatchObject({ code: 'INVALID', message: expect.stringContaining(path) });
      }
      expect((await flow()).draft).toBeNull();
    });

    it('keeps and publishes a minimum of exactly the limit', async () => {
      const atLimit = withMinimums(seeded, { survey: MAX_FREE_TEXT_CHARS, freeform: MAX_FREE_TEXT_CHARS });
      const saved = await saveDraft(atLimit);
      expect(saved.status).toBe(200);
      expect((await saved.json()).problems).toEqual([]);
      const publish = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
      expect(await publish.json()).toEqual({ version: 2 });
      expect((await flow()).published).toEqual(atLimit);
    });

    it('refuses to publish a draft kept from before the check, and names the problem when the draft is read', async () => {
      // Written as a server of an earlier version kept it: straight into the table, past the save's check.
      const kept = withMinimums(seeded, { survey: MAX_FREE_TEXT_CHARS + 1, freeform: 0 });
      await server.started.server.deps.database.db
        .insertInto('flow_drafts')
        .values({
          app_id: APP_ID,
          flow_id: FLOW_ID,
          blueprint: JSON.stringify(kept),
          saved_at: new Date().toISOString(),
          saved_by: TEAM.member.name,
        })
        .execute();
      const overLimit = expect.objectContaining({
        code: 'INVALID',
        step: 'step_survey',
        message: expect.stringContaining('survey.minLength'),
      });
      expect((await flow()).draft?.problems).toEqual([overLimit]);

      const refused = await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' });
      expect(refused.status).toBe(409);
      const answer = (await refused.json()) as Refusal;
      expect(answer.message).toBe(FLOW_EDITOR_MESSAGES.hasProblems);
      expect(answer.problems).toEqual([overLimit]);
      expect((await flow()).currentVersion).toBe(2);
      expect(await embeddedChoices()).toEqual([REASONS.expensive.value, REASONS.unused.value]);
    });
  },
  { seed: dashboardSeed },
);
