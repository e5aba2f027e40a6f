import { describe, expect, it } from 'vitest';
import { at, CONFIRM, FREEFORM, guidOf, nav, OFFER, SURVEY } from './navigation.testing.ts';
import { hasPreviousStep, nextPosition, previousPosition, projectedPath } from './navigation.ts';

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
