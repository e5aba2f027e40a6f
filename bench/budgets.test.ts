import { describe, expect, it } from 'vitest';
import { byteVerdict, fetchVerdict, goalVerdict, mainChunkVerdict } from './budgets.ts';
import { median, summarise } from './stats.ts';

describe('byte budgets', () => {
  it('passes at the limit and fails one byte over', () => {
    expect(byteVerdict('x', 100, 100).ok).toBe(true);
    expect(byteVerdict('x', 100, 101).ok).toBe(false);
  });

  it('a chunk that does not exist passes and says so', () => {
    expect(byteVerdict('x', 100, null)).toMatchObject({ ok: true, actual: 'no such chunk' });
  });

  it('lazy-only code in the main chunk fails, naming it', () => {
    expect(mainChunkVerdict([]).ok).toBe(true);
    expect(mainChunkVerdict(['confetti'])).toMatchObject({ ok: false, actual: 'confetti' });
  });
});

describe('no lazy chunk is fetched by a flow that does not use it', () => {
  const firstStep = ['loader', 'core', 'main'] as const;

  it('the first step’s files, then the later steps’ chunk, pass', () => {
    const verdict = fetchVerdict(
      {
        flow: 'cancel',
        beforeFirstStep: ['loader', 'core', 'main'],
        all: ['loader', 'core', 'main', 'offers'],
      },
      firstStep,
      ['offers'],
    );
    expect(verdict.ok).toBe(true);
  });

  it('a chunk the configuration may call for (the sanitiser) is allowed early, late or never', () => {
    const early = { flow: 'c', beforeFirstStep: [...firstStep, 'sanitizer' as const], all: [...firstStep] };
    expect(fetchVerdict(early, firstStep, [], ['sanitizer']).ok).toBe(true);
    const never = { flow: 'c', beforeFirstStep: [...firstStep], all: [...firstStep] };
    expect(fetchVerdict(never, firstStep, [], ['sanitizer']).ok).toBe(true);
    expect(fetchVerdict(early, firstStep, []).ok).toBe(false);
  });

  it('a chunk the flow does not use fails', () => {
    const verdict = fetchVerdict(
      {
        flow: 'cancel',
        beforeFirstStep: ['loader', 'core', 'main'],
        all: ['loader', 'core', 'main', 'confetti'],
      },
      firstStep,
      ['offers'],
    );
    expect(verdict).toMatchObject({ ok: false, actual: 'confetti (not used)' });
  });

  it('a later step’s chunk fetched before the first step fails', () => {
    const verdict = fetchVerdict(
      {
        flow: 'cancel',
        beforeFirstStep: ['loader', 'core', 'main', 'offers'],
        all: ['loader', 'core', 'main', 'offers'],
      },
      firstStep,
      ['offers'],
    );
    expect(verdict).toMatchObject({ ok: false, actual: 'offers before the first step' });
  });

  it('a first-step file that never came fails', () => {
    const verdict = fetchVerdict(
      { flow: 'cancel', beforeFirstStep: ['loader', 'core'], all: ['loader', 'core'] },
      firstStep,
      [],
    );
    expect(verdict).toMatchObject({ ok: false, actual: 'main missing' });
  });
});

describe('goals and summaries', () => {
  it('a goal holds at its limit and not above; an unmeasured value does not hold', () => {
    expect(goalVerdict('ratio', 1.5, 1.5, '×').ok).toBe(true);
    expect(goalVerdict('ratio', 1.5, 1.51, '×').ok).toBe(false);
    expect(goalVerdict('ratio', 1.5, Number.NaN, '×').ok).toBe(false);
  });

  it('medians of odd and even counts; none is NaN', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(summarise([1.234, 5.678, 3.21])).toEqual({
      median: 3.2,
      min: 1.2,
      max: 5.7,
      runs: [1.2, 5.7, 3.2],
    });
  });
});
