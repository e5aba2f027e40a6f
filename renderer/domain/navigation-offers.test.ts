import { describe, expect, it } from 'vitest';
import {
  at,
  CONFIRM,
  FREEFORM,
  guidOf,
  nav,
  OFFER,
  SURVEY,
  steps,
  walk,
  walkBack,
} from './navigation.testing.ts';
import {
  attachedOffer,
  blueprintOffers,
  nextPosition,
  previousPosition,
  startPosition,
} from './navigation.ts';

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

describe('Every offer a customer could meet: enabled offer steps and the offers attached to survey answers', () => {
  it("lists each attached offer (the step's offersAttached before a choice's own), and offer steps", () => {
    const guids = blueprintOffers(steps([SURVEY, FREEFORM, OFFER, CONFIRM])).map((offer) => offer.guid);
    expect(new Set(guids)).toEqual(
      new Set(['discount-offer', 'attached-wins', 'pause-offer', 'trial-offer']),
    );
  });

  it('leaves out the offers of a disabled step', () => {
    const guids = blueprintOffers(steps([SURVEY, { ...OFFER, enabled: false }])).map((offer) => offer.guid);
    expect(guids).not.toContain('trial-offer');
  });
});
