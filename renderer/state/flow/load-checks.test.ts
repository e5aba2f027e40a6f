/**
 * Issue 17: what a loaded flow checks once its first step is painted (load-checks.ts): the blueprint's
 * problems are filed as issues and warned naming the step, and the customer goes on along the fallback path
 * to the confirmation; the parts of the answer that were skipped are filed as issues too.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreateIssueSchema,
  SessionSchema,
  type SkippedItem,
  type StepInput,
} from '../../../contract/schemas/index.ts';
import { scheduleLoadChecks } from './load.ts';
import { chooseAnswer, goNext, projectedNext } from './navigate.ts';
import { type FlowHarness, startTestFlow } from './reporting-harness.testing.ts';
import { flow } from './store.ts';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** The issueData of each issue named `name` the backend received. */
function issuesSent(harness: FlowHarness, name: string) {
  return v
    .parse(v.array(CreateIssueSchema), harness.issuesSent())
    .filter((issue) => issue.name === name)
    .map((issue) => issue.issueData);
}

const survey: StepInput = {
  guid: 's_survey',
  stepType: 'SURVEY',
  survey: { choices: [{ guid: 'c_price', value: 'Too expensive' }] },
  defaultNextStep: 's_feedback',
};
const feedback: StepInput = { guid: 's_feedback', stepType: 'FREEFORM', defaultNextStep: 's_survey' };
const confirm: StepInput = { guid: 's_confirm', stepType: 'CONFIRM' };

describe('a looping blueprint', () => {
  it('files the loop as a blueprint-problem naming the step, warns, and leads Next to the confirmation', async () => {
    const harness = startTestFlow({ steps: [survey, feedback, confirm] });
    await harness.settle();
    expect(issuesSent(harness, 'blueprint-problem')).toEqual([
      {
        blueprintId: 'bp_1',
        code: 'CYCLE',
        step: 's_feedback',
        message: expect.stringContaining('Step s_feedback'),
      },
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[holdfast] blueprint-problem',
      expect.objectContaining({ step: 's_feedback' }),
    );
    chooseAnswer('s_survey', 'c_price');
    expect(goNext(1000)).toBe('moved');
    expect(flow.position).toEqual({ kind: 'step', guid: 's_feedback' });
    expect(projectedNext()).toEqual({ kind: 'step', guid: 's_confirm' });
    expect(goNext(2000)).toBe('moved');
    expect(flow.position).toEqual({ kind: 'step', guid: 's_confirm' });
    expect(goNext(3000)).toBe('cancel');
  });

  it('a well-made blueprint files nothing and is kept as it is', async () => {
    const harness = startTestFlow({ steps: [{ ...survey, defaultNextStep: null }, confirm] });
    const before = flow.data;
    await harness.settle();
    expect(issuesSent(harness, 'blueprint-problem')).toEqual([]);
    expect(flow.data).toBe(before);
  });

  it('waits for the view: a flow whose answer came before it was rendered is checked once it is', async () => {
    // The answer may arrive while the language's catalog is on its way, before anything is mounted.
    const harness = startTestFlow({ steps: [survey, feedback, confirm], viewRendered: false });
    await harness.settle();
    expect(issuesSent(harness, 'blueprint-problem')).toEqual([]);
    scheduleLoadChecks(flow.sessionKey);
    await harness.settle();
    expect(issuesSent(harness, 'blueprint-problem')).toEqual([
      expect.objectContaining({ code: 'CYCLE', step: 's_feedback' }),
    ]);
  });

  it('a flow hidden or replaced before the checks arrive is left alone', async () => {
    const harness = startTestFlow({ steps: [survey, feedback, confirm] });
    flow.sessionKey = 'another session';
    const before = flow.data;
    await harness.settle();
    expect(issuesSent(harness, 'blueprint-problem')).toEqual([]);
    expect(flow.data).toBe(before);
  });
});

describe('a survey with no choices', () => {
  it('is never shown: the flow starts on the next step, and the problem is filed', async () => {
    const empty: StepInput = { guid: 's_empty', stepType: 'SURVEY', survey: { choices: [] } };
    const harness = startTestFlow({ steps: [empty, { ...feedback, defaultNextStep: null }, confirm] });
    expect(flow.position).toEqual({ kind: 'step', guid: 's_feedback' });
    await harness.settle();
    expect(issuesSent(harness, 'blueprint-problem')).toEqual([
      expect.objectContaining({ code: 'EMPTY_SURVEY', step: 's_empty' }),
    ]);
  });
});

describe('skipped parts of the answer', () => {
  it('each is filed as a skipped-answer-part issue (and logged), the flow going on without it', async () => {
    const skipped: SkippedItem[] = [
      { kind: 'session', guid: 'sess_odd', type: null, reason: 'Malformed session: createdAt: Invalid' },
      { kind: 'offer', guid: 'o_x', type: 'TELEPORT', reason: 'Unknown offer type TELEPORT' },
    ];
    const harness = startTestFlow({ steps: [confirm], data: { skipped } });
    await harness.settle();
    expect(issuesSent(harness, 'skipped-answer-part')).toEqual(
      skipped.map((item) => ({ blueprintId: 'bp_1', ...item })),
    );
    const logs = harness.requests.filter((request) => request.url.pathname === '/api/a/l');
    expect(logs).toHaveLength(2);
    expect(flow.position).toEqual({ kind: 'step', guid: 's_confirm' });
  });

  it("one odd past session does not disable the pause cooldown the customer's other sessions set", async () => {
    const pauseStep: StepInput = {
      guid: 's_pause',
      stepType: 'OFFER',
      offer: { guid: 'o_pause', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 2 } },
    };
    const sessions = [
      v.parse(SessionSchema, {
        createdAt: '2025-03-05T00:00:00Z',
        acceptedOffer: { guid: 'o_pause', offerType: 'PAUSE', pauseDuration: 7, pauseInterval: 'DAY' },
      }),
      // Past the schema but unreadable: no duration and no end date.
      v.parse(SessionSchema, {
        _id: 'sess_odd',
        createdAt: '2025-01-05T00:00:00Z',
        acceptedOffer: { guid: 'o_pause', offerType: 'PAUSE', pauseDuration: null },
      }),
    ];
    const harness = startTestFlow({
      steps: [pauseStep, confirm],
      data: { sessions },
      blueprint: { pauseCooldown: 2 },
    });
    expect(flow.position).toEqual({ kind: 'step', guid: 's_confirm' });
    await harness.settle();
    expect(issuesSent(harness, 'latest-pause-expiration')).toEqual([
      { error: expect.stringContaining('sess_odd') },
    ]);
  });
});
