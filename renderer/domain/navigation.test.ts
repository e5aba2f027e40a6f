import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlueprintSchema, type Offer, type Step, type StepInput } from '../api/schemas/index.ts';
import {
  attachedOffer,
  type BackTarget,
  hasPreviousStep,
  type NavigationContext,
  type NextTarget,
  nextPosition,
  type Position,
  previousPosition,
  projectedPath,
  startPosition,
  surveyChoiceCommit,
} from './navigation.ts';

function steps(input: StepInput[]): Step[] {
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp', steps: input });
  expect(blueprint.skipped).toEqual([]);
  return blueprint.steps;
}

const SURVEY: StepInput = {
  guid: 'survey',
  stepType: 'SURVEY',
  survey: {
    choices: [
      { guid: 'price', value: 'Too expensive' },
      {
        guid: 'bored',
        value: 'Bored',
        offer: { guid: 'pause-offer', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
      },
      {
        guid: 'both',
        value: 'Both',
        offer: { guid: 'choice-own', offerType: 'CONTACT' },
      },
      { guid: 'other', value: 'Other', type: 'INPUT', followup: { question: 'Tell us more' } },
    ],
  },
  offersAttached: {
    price: { guid: 'discount-offer', offerType: 'DISCOUNT', discountConfig: { couponId: 'SAVE20' } },
    both: { guid: 'attached-wins', offerType: 'CONTACT' },
  },
};
const FREEFORM: StepInput = { guid: 'freeform', stepType: 'FREEFORM' };
const OFFER: StepInput = {
  guid: 'trial',
  stepType: 'OFFER',
  offer: {
    guid: 'trial-offer',
    offerType: 'TRIAL_EXTENSION',
    trialExtensionConfig: { trialExtensionDays: 7 },
  },
};
const CONFIRM: StepInput = { guid: 'confirm', stepType: 'CONFIRM' };

function nav(
  input: StepInput[] = [SURVEY, FREEFORM, OFFER, CONFIRM],
  answers: Record<string, string> = {},
  hiddenOffers: string[] = [],
): NavigationContext {
  return {
    steps: steps(input),
    answers,
    isOfferVisible: (offer: Offer) => !hiddenOffers.includes(offer.guid),
  };
}

const at = (guid: string): Position => ({ kind: 'step', guid });
function guidOf(target: NextTarget | BackTarget): string {
  if (target.kind === 'step') return target.guid;
  if (target.kind === 'attached-offer') return `offer:${target.offer.guid}`;
  return target.kind;
}

/** Walks Next from the start and returns what the customer sees, ending with 'cancel'. */
function walk(ctx: NavigationContext): string[] {
  const seen: string[] = [];
  let position = startPosition(ctx);
  while (position && seen.length < 20) {
    seen.push(guidOf(position));
    const next = nextPosition(ctx, position);
    if (next.kind === 'cancel') return [...seen, 'cancel'];
    position = next;
  }
  return seen;
}

/** Walks Back from a position and returns what the customer sees, ending with 'close'. */
function walkBack(ctx: NavigationContext, from: Position): string[] {
  const seen: string[] = [];
  let position: Position = from;
  while (seen.length < 20) {
    const back = previousPosition(ctx, position);
    if (back.kind === 'close') return [...seen, 'close'];
    seen.push(guidOf(back));
    position = back;
  }
  return seen;
}

describe('Step navigation: next goes to the default next step, back to the default previous step', () => {
  it('follows the blueprint order when no links are set', () => {
    expect(walk(nav())).toEqual(['survey', 'freeform', 'trial', 'confirm', 'cancel']);
  });

  it('follows defaultNextStep over the array order', () => {
    const ctx = nav([{ ...SURVEY, defaultNextStep: 'confirm' }, FREEFORM, OFFER, CONFIRM]);
    expect(walk(ctx)).toEqual(['survey', 'confirm', 'cancel']);
  });

  it('back retraces the path taken, not the array order', () => {
    const ctx = nav([{ ...SURVEY, defaultNextStep: 'confirm' }, FREEFORM, OFFER, CONFIRM]);
    expect(walkBack(ctx, at('confirm'))).toEqual(['survey', 'close']);
  });

  it('back follows defaultPreviousStep when it is set', () => {
    const ctx = nav([SURVEY, FREEFORM, OFFER, { ...CONFIRM, defaultPreviousStep: 'survey' }]);
    expect(previousPosition(ctx, at('confirm'))).toEqual(at('survey'));
  });

  it('a link that names no step falls back to the array order', () => {
    const ctx = nav([
      { ...SURVEY, defaultNextStep: 'deleted-step' },
      FREEFORM,
      { ...CONFIRM, defaultPreviousStep: 'gone' },
    ]);
    expect(walk(ctx)).toEqual(['survey', 'freeform', 'confirm', 'cancel']);
    expect(previousPosition(ctx, at('confirm'))).toEqual(at('freeform'));
  });
});

describe('Step navigation: disabled steps are skipped by following their own links', () => {
  it('skips a disabled step in the array order, both ways', () => {
    const ctx = nav([SURVEY, { ...FREEFORM, enabled: false }, CONFIRM]);
    expect(walk(ctx)).toEqual(['survey', 'confirm', 'cancel']);
    expect(walkBack(ctx, at('confirm'))).toEqual(['survey', 'close']);
  });

  it("follows a disabled step's own defaultNextStep", () => {
    const ctx = nav([
      { ...SURVEY, defaultNextStep: 'freeform' },
      { ...FREEFORM, enabled: false, defaultNextStep: 'confirm' },
      OFFER,
      CONFIRM,
    ]);
    expect(walk(ctx)).toEqual(['survey', 'confirm', 'cancel']);
  });

  it("follows a disabled step's own defaultPreviousStep going back", () => {
    const ctx = nav([
      SURVEY,
      { ...FREEFORM, enabled: false, defaultPreviousStep: 'survey' },
      OFFER,
      { ...CONFIRM, defaultPreviousStep: 'freeform' },
    ]);
    expect(previousPosition(ctx, at('confirm'))).toEqual(at('survey'));
  });

  it('guards against a cycle of disabled steps: no projected step, so Next cancels', () => {
    const ctx = nav([
      { ...SURVEY, defaultNextStep: 'a' },
      { guid: 'a', stepType: 'FREEFORM', enabled: false, defaultNextStep: 'b' },
      { guid: 'b', stepType: 'FREEFORM', enabled: false, defaultNextStep: 'a' },
      CONFIRM,
    ]);
    expect(nextPosition(ctx, at('survey'))).toEqual({ kind: 'cancel' });
  });

  it('guards against a step that links to itself', () => {
    const ctx = nav([SURVEY, { ...CONFIRM, defaultNextStep: 'confirm' }]);
    expect(nextPosition(ctx, at('confirm'))).toEqual({ kind: 'cancel' });
    expect(walk(nav([{ ...SURVEY, defaultNextStep: 'survey' }, CONFIRM]))).toEqual(['survey', 'cancel']);
  });

  it('starts at the first enabled step, and back from it closes', () => {
    const ctx = nav([{ ...SURVEY, enabled: false }, FREEFORM, CONFIRM]);
    expect(startPosition(ctx)).toEqual(at('freeform'));
    expect(previousPosition(ctx, at('freeform'))).toEqual({ kind: 'close' });
  });
});

describe('Step navigation: if the chosen survey answer has an offer attached, that offer sits between the survey and its next step', () => {
  const ctx = nav(undefined, { survey: 'price' });

  it("shows the attached offer after the survey, then the survey's next step", () => {
    expect(walk(ctx)).toEqual(['survey', 'offer:discount-offer', 'freeform', 'trial', 'confirm', 'cancel']);
  });

  it('back from the attached offer returns to the survey', () => {
    const offer = nextPosition(ctx, at('survey'));
    expect(offer).toMatchObject({ kind: 'attached-offer', surveyGuid: 'survey', choiceGuid: 'price' });
    if (offer.kind !== 'attached-offer') throw new Error('expected the attached offer');
    expect(previousPosition(ctx, offer)).toEqual(at('survey'));
  });

  it("back from the survey's next step returns to the attached offer", () => {
    expect(walkBack(ctx, at('confirm'))).toEqual([
      'trial',
      'freeform',
      'offer:discount-offer',
      'survey',
      'close',
    ]);
  });

  it('back returns to the attached offer also when the next step names the survey as its previous step', () => {
    const linked = nav([SURVEY, { ...FREEFORM, defaultPreviousStep: 'survey' }, CONFIRM], {
      survey: 'price',
    });
    expect(guidOf(previousPosition(linked, at('freeform')))).toBe('offer:discount-offer');
  });

  it("uses the choice's own offer when offersAttached has none for it", () => {
    expect(walk(nav(undefined, { survey: 'bored' }))[1]).toBe('offer:pause-offer');
  });

  it("prefers offersAttached over the choice's own offer", () => {
    const [survey] = steps([SURVEY]);
    expect(attachedOffer(survey!, 'both')?.guid).toBe('attached-wins');
    expect(attachedOffer(survey!, 'other')).toBeNull();
  });

  it('shows no offer for an answer without one', () => {
    expect(walk(nav(undefined, { survey: 'other' })).slice(0, 2)).toEqual(['survey', 'freeform']);
  });

  it('leaves the attached offer out once the answer changes', () => {
    const changed = nav(undefined, { survey: 'other' });
    expect(walkBack(changed, at('freeform'))).toEqual(['survey', 'close']);
  });
});

describe('Step navigation: invisible offers are skipped in both directions', () => {
  it('skips an invisible attached offer', () => {
    const ctx = nav(undefined, { survey: 'price' }, ['discount-offer']);
    expect(walk(ctx).slice(0, 2)).toEqual(['survey', 'freeform']);
    expect(previousPosition(ctx, at('freeform'))).toEqual(at('survey'));
  });

  it('skips an invisible offer step', () => {
    const ctx = nav(undefined, {}, ['trial-offer']);
    expect(walk(ctx)).toEqual(['survey', 'freeform', 'confirm', 'cancel']);
    expect(previousPosition(ctx, at('confirm'))).toEqual(at('freeform'));
  });

  it('skips an invisible offer step named by defaultPreviousStep', () => {
    const ctx = nav([SURVEY, FREEFORM, OFFER, { ...CONFIRM, defaultPreviousStep: 'trial' }], {}, [
      'trial-offer',
    ]);
    expect(previousPosition(ctx, at('confirm'))).toEqual(at('freeform'));
  });

  it('starts after an invisible first offer step, and has nothing to show when all are hidden', () => {
    expect(startPosition(nav([OFFER, CONFIRM], {}, ['trial-offer']))).toEqual(at('confirm'));
    expect(startPosition(nav([OFFER], {}, ['trial-offer']))).toBeNull();
  });
});

describe('Next-step with no projected step cancels the subscription', () => {
  it('cancels from the last step', () => {
    expect(nextPosition(nav(), at('confirm'))).toEqual({ kind: 'cancel' });
  });

  it('cancels when everything after is disabled or hidden', () => {
    const ctx = nav([SURVEY, OFFER, { ...CONFIRM, enabled: false }], {}, ['trial-offer']);
    expect(nextPosition(ctx, at('survey'))).toEqual({ kind: 'cancel' });
  });

  it('cancels from an attached offer whose survey is the last step', () => {
    const ctx = nav([SURVEY], { survey: 'price' });
    const offer = nextPosition(ctx, at('survey'));
    expect(offer.kind).toBe('attached-offer');
    if (offer.kind !== 'attached-offer') return;
    expect(nextPosition(ctx, offer)).toEqual({ kind: 'cancel' });
  });
});

describe('Footer: Back, or Nevermind (which closes) when there is no previous step', () => {
  const ctx = nav();

  it('has no previous step on the first step', () => {
    expect(hasPreviousStep(ctx, at('survey'))).toBe(false);
    expect(previousPosition(ctx, at('survey'))).toEqual({ kind: 'close' });
  });

  it('has a previous step further on', () => {
    expect(hasPreviousStep(ctx, at('freeform'))).toBe(true);
  });

  it('closes rather than guessing for a position that is not in the flow', () => {
    expect(previousPosition(ctx, at('nowhere'))).toEqual({ kind: 'close' });
    expect(nextPosition(ctx, at('nowhere'))).toEqual({ kind: 'cancel' });
  });

  it('falls back to the array order for a step off the projected path', () => {
    const jump = nav([{ ...SURVEY, defaultNextStep: 'confirm' }, FREEFORM, CONFIRM]);
    expect(previousPosition(jump, at('freeform'))).toEqual(at('survey'));
  });
});

describe('projected path', () => {
  it('lists the positions the answers lead through', () => {
    const path = projectedPath(nav([SURVEY, CONFIRM], { survey: 'bored' }));
    expect(path.map(guidOf)).toEqual(['survey', 'offer:pause-offer', 'confirm']);
  });
});

describe('Survey choice commit stores choice id, survey id and follow-up question', () => {
  const [survey] = steps([SURVEY]);
  if (survey?.stepType !== 'SURVEY') throw new Error('expected a survey');

  it('stores the question of an INPUT choice', () => {
    expect(surveyChoiceCommit(survey, 'other')).toEqual({
      surveyId: 'survey',
      surveyChoiceId: 'other',
      followupQuestion: 'Tell us more',
    });
  });

  it('stores no question for a plain choice', () => {
    expect(surveyChoiceCommit(survey, 'price')).toEqual({
      surveyId: 'survey',
      surveyChoiceId: 'price',
      followupQuestion: null,
    });
  });

  it('refuses a choice that is not in the survey', () => {
    expect(surveyChoiceCommit(survey, 'ghost')).toBeNull();
  });
});
