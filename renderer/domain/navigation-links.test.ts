import { describe, expect, it } from 'vitest';
import { at, CONFIRM, FREEFORM, nav, OFFER, SURVEY, walk, walkBack } from './navigation.testing.ts';
import { nextPosition, previousPosition, startPosition } from './navigation.ts';

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
