import { describe, expect, it } from 'vitest';
import type { StepInput } from '../../contract/schemas/index.ts';
import { CONFIRM, FREEFORM, nav, OFFER, SURVEY, steps, walk } from './navigation.testing.ts';
import { stepOrder } from './step-order.ts';

const order = (input: StepInput[]) => {
  const found = stepOrder(steps(input));
  return { ...found, steps: found.steps.map((step) => step.guid) };
};

/** The steps the order puts on the path, less those navigation passes over (disabled ones, here). */
const shown = (input: StepInput[]) => {
  const found = stepOrder(steps(input));
  return found.steps.slice(found.start, found.end).flatMap((step) => (step.enabled ? [step.guid] : []));
};

describe('Step navigation: next goes to the default next step (the order a customer meets the steps in)', () => {
  it('is the array order when no step names its next', () => {
    expect(order([SURVEY, FREEFORM, OFFER, CONFIRM])).toEqual({
      steps: ['survey', 'freeform', 'trial', 'confirm'],
      start: 0,
      end: 4,
      ending: 'CONFIRM',
    });
  });

  it('follows defaultNextStep over the array order, and lists a step no link leads to after the path', () => {
    const input = [
      { ...SURVEY, defaultNextStep: 'trial' },
      FREEFORM,
      { ...OFFER, defaultNextStep: 'confirm' },
      { ...CONFIRM, defaultNextStep: 'freeform' },
    ];
    expect(order(input)).toMatchObject({ steps: ['survey', 'trial', 'confirm', 'freeform'], end: 3 });
  });

  it('ends at the confirm step whatever its link says, and at the last step when nothing follows', () => {
    expect(order([SURVEY, { ...CONFIRM, defaultNextStep: 'survey' }])).toMatchObject({ ending: 'CONFIRM' });
    expect(order([SURVEY, FREEFORM])).toMatchObject({ ending: 'LAST', end: 2 });
  });

  it('names a loop back to a step already passed', () => {
    expect(order([SURVEY, { ...FREEFORM, defaultNextStep: 'survey' }, CONFIRM])).toMatchObject({
      steps: ['survey', 'freeform', 'confirm'],
      end: 2,
      ending: 'LOOP',
    });
  });
});

describe('Disabled steps are passed over by their own links', () => {
  it('keeps a disabled step in its place on the path', () => {
    const input = [SURVEY, { ...FREEFORM, enabled: false, defaultNextStep: 'confirm' }, OFFER, CONFIRM];
    expect(order(input)).toMatchObject({ steps: ['survey', 'freeform', 'confirm', 'trial'], end: 3 });
  });

  it('starts at the first enabled step, the disabled ones before it first', () => {
    const input = [{ ...SURVEY, enabled: false, defaultNextStep: 'confirm' }, FREEFORM, CONFIRM];
    expect(order(input)).toEqual({
      steps: ['survey', 'freeform', 'confirm'],
      start: 1,
      end: 3,
      ending: 'CONFIRM',
    });
  });

  it('has no path when no step is enabled', () => {
    expect(order([{ ...SURVEY, enabled: false }])).toMatchObject({ steps: ['survey'], ending: 'NONE' });
  });
});

describe('The order is the path the widget walks', () => {
  it.each([
    ['no links', [SURVEY, FREEFORM, OFFER, CONFIRM]],
    ['a link over a step', [{ ...SURVEY, defaultNextStep: 'trial' }, FREEFORM, OFFER, CONFIRM]],
    [
      'links against the array',
      [
        { ...SURVEY, defaultNextStep: 'trial' },
        CONFIRM,
        { ...OFFER, defaultNextStep: 'freeform' },
        { ...FREEFORM, defaultNextStep: 'confirm' },
      ],
    ],
    [
      'a disabled step linked on',
      [SURVEY, { ...OFFER, enabled: false, defaultNextStep: 'confirm' }, FREEFORM, CONFIRM],
    ],
  ] satisfies [string, StepInput[]][])('with %s', (_name, input) => {
    expect([...shown(input), 'cancel']).toEqual(walk(nav(input)));
  });
});
