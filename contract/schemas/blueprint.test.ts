import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlueprintSchema } from './blueprint.ts';

const survey = {
  guid: 's1',
  stepType: 'SURVEY',
  header: 'Why?',
  survey: {
    choices: [
      { guid: 'c1', value: 'Too expensive', offer: { guid: 'o-x', offerType: 'TELEPORT' } },
      { guid: 'c2', value: 'Other', type: 'INPUT', followup: { question: 'Tell us more' } },
    ],
  },
  offersAttached: {
    c1: { guid: 'o1', offerType: 'DISCOUNT', discountConfig: { couponId: 'SAVE20' } },
    c2: { guid: 'o2', offerType: 'HOLOGRAM' },
  },
  defaultNextStep: 'f1',
};

describe('BlueprintSchema', () => {
  it('keeps the steps in order, with the spec defaults filled in', () => {
    const out = v.parse(BlueprintSchema, {
      _id: 'bp1',
      steps: [survey, { guid: 'f1', stepType: 'FREEFORM', defaultPreviousStep: 's1' }],
    });
    expect(out.steps.map((s) => s.guid)).toEqual(['s1', 'f1']);
    const [first, second] = out.steps;
    expect(first?.enabled).toBe(true);
    expect(second?.stepType === 'FREEFORM' && second.freeformConfig).toEqual({
      inputRequired: false,
      minLength: 0,
    });
    expect(out.styles.theme).toBe('default');
  });

  it('skips an unknown step type and reports it instead of failing the blueprint', () => {
    const out = v.parse(BlueprintSchema, { _id: 'bp1', steps: [{ guid: 'x', stepType: 'QUIZ' }, survey] });
    expect(out.steps).toHaveLength(1);
    expect(out.skipped).toContainEqual({
      kind: 'step',
      guid: 'x',
      type: 'QUIZ',
      reason: 'Unknown step type QUIZ',
    });
  });

  it('drops attached offers of an unknown type but keeps the survey', () => {
    const out = v.parse(BlueprintSchema, { _id: 'bp1', steps: [survey] });
    const step = out.steps[0];
    if (step?.stepType !== 'SURVEY') throw new Error('expected a survey');
    expect(Object.keys(step.offersAttached)).toEqual(['c1']);
    expect(step.survey.choices[0]?.offer).toBeNull();
    expect(out.skipped.map((s) => s.type)).toEqual(['HOLOGRAM', 'TELEPORT']);
  });

  it('skips an offer step whose offer type is unknown', () => {
    const out = v.parse(BlueprintSchema, {
      _id: 'bp1',
      steps: [{ guid: 'o', stepType: 'OFFER', offer: { guid: 'z', offerType: 'TIME_TRAVEL' } }],
    });
    expect(out.steps).toEqual([]);
    expect(out.skipped[0]?.reason).toMatch(/Unknown offer type TIME_TRAVEL \(step o skipped\)/);
  });

  it('reports a malformed known offer with the path of the problem', () => {
    const out = v.parse(BlueprintSchema, {
      _id: 'bp1',
      steps: [{ guid: 'o', stepType: 'OFFER', offer: { guid: 'p', offerType: 'PAUSE', pauseConfig: {} } }],
    });
    expect(out.skipped[0]?.reason).toMatch(/Malformed PAUSE offer: pauseConfig.maxPauseLength/);
  });

  it('refuses a redirect offer whose URL is not http(s)', () => {
    const out = v.parse(BlueprintSchema, {
      _id: 'bp1',
      steps: [
        {
          guid: 'o',
          stepType: 'OFFER',
          offer: { guid: 'r', offerType: 'REDIRECT', redirectConfig: { redirectUrl: 'javascript:alert(1)' } },
        },
      ],
    });
    expect(out.steps).toEqual([]);
  });

  // Spec §3: "steps (stepMap keyed by step)".
  it('reads steps sent as a step map keyed by step, in its keys’ order, a step without a guid taking its key', () => {
    const out = v.parse(BlueprintSchema, {
      _id: 'bp1',
      steps: {
        s1: survey,
        f1: { stepType: 'FREEFORM', defaultPreviousStep: 's1', defaultNextStep: 'c1' },
        c1: { guid: 'c1', stepType: 'CONFIRM' },
      },
    });
    expect(out.steps.map((step) => [step.guid, step.stepType])).toEqual([
      ['s1', 'SURVEY'],
      ['f1', 'FREEFORM'],
      ['c1', 'CONFIRM'],
    ]);
    expect(out.skipped.map((item) => item.type)).toEqual(['HOLOGRAM', 'TELEPORT']);
  });

  it('refuses steps that are neither a list nor a map', () => {
    expect(v.safeParse(BlueprintSchema, { _id: 'bp1', steps: 'survey' }).success).toBe(false);
    expect(v.safeParse(BlueprintSchema, { _id: 'bp1', steps: null }).success).toBe(false);
  });

  it('reads a pause offer in DAY units (spec §4), in any case', () => {
    const out = v.parse(BlueprintSchema, {
      _id: 'bp1',
      steps: [
        {
          guid: 'o',
          stepType: 'OFFER',
          offer: { guid: 'p', offerType: 'PAUSE', pauseConfig: { pauseInterval: 'day', maxPauseLength: 14 } },
        },
      ],
    });
    const step = out.steps[0];
    expect(step?.stepType === 'OFFER' && step.offer.offerType === 'PAUSE' && step.offer.pauseConfig).toEqual({
      pauseInterval: 'DAY',
      maxPauseLength: 14,
      datePicker: false,
    });
  });

  it('drops a brand colour that is not a hex colour', () => {
    const out = v.parse(BlueprintSchema, { _id: 'bp1', primaryColor: 'red;}body{display:none', steps: [] });
    expect(out.primaryColor).toBeUndefined();
  });
});

describe('answers that are arrays', () => {
  it('a branding or customer answer of [] is refused, not read as all defaults', async () => {
    const { BrandingAnswerSchema, CustomerAnswerSchema } = await import('./answers.ts');
    expect(v.safeParse(BrandingAnswerSchema, []).success).toBe(false);
    expect(v.safeParse(CustomerAnswerSchema, [{ id: 'cus_1' }]).success).toBe(false);
    expect(v.safeParse(BrandingAnswerSchema, {}).success).toBe(true);
  });
});

describe('the embed answer: one malformed part is dropped, not the whole answer', () => {
  const base = { blueprint: null, branding: {}, customer: null, orgTranslations: {} };

  it('drops a malformed past session and lists it in skipped; the others are read, DAY pauses among them', async () => {
    const { EmbedAnswerSchema } = await import('./answers.ts');
    const day = {
      _id: 'sess_day',
      createdAt: '2025-01-01T00:00:00Z',
      acceptedOffer: { guid: 'o', offerType: 'PAUSE', pauseDuration: 10, pauseInterval: 'DAY' },
    };
    const odd = { _id: 'sess_odd', createdAt: 'yesterday-ish' };
    const out = v.parse(EmbedAnswerSchema, { ...base, sessions: [day, odd, 'garbage'] });
    expect(out.sessions.map((session) => session._id)).toEqual(['sess_day']);
    expect(out.sessions[0]?.acceptedOffer?.pauseInterval).toBe('DAY');
    expect(out.skipped).toEqual([
      {
        kind: 'session',
        guid: 'sess_odd',
        type: null,
        reason: expect.stringMatching(/^Malformed session: createdAt/),
      },
      { kind: 'session', guid: null, type: null, reason: expect.stringMatching(/^Malformed session/) },
    ]);
  });

  it('reads a custom-date pause’s end date from the session’s offer options', async () => {
    const { EmbedAnswerSchema } = await import('./answers.ts');
    const custom = {
      createdAt: '2025-01-01T00:00:00Z',
      acceptedOffer: { guid: 'o', offerType: 'PAUSE', pauseDuration: null },
      offerOptions: { pauseEndDate: '2025-03-01' },
    };
    const out = v.parse(EmbedAnswerSchema, { ...base, sessions: [custom] });
    expect(out.sessions[0]?.offerOptions?.pauseEndDate).toBe('2025-03-01');
  });
});
