import { describe, expect, it } from 'vitest';
import { acceptPresentedOffer, declineOffer, enterStep, leaveStep, presentOffer } from './session-log.ts';

const t0 = new Date('2026-01-01T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('Steps viewed: stepType, guid, start, end, duration (seconds), numChoices', () => {
  it('opens a step with its start and no end', () => {
    const viewed = enterStep([], { guid: 's1', stepType: 'SURVEY', numChoices: 4 }, t0);
    expect(viewed).toEqual([
      { stepType: 'SURVEY', guid: 's1', start: t0.toISOString(), end: null, duration: null, numChoices: 4 },
    ]);
  });

  it('closes the previous step with its duration in seconds when the next opens', () => {
    let viewed = enterStep([], { guid: 's1', stepType: 'SURVEY', numChoices: 2 }, t0);
    viewed = enterStep(viewed, { guid: 'f1', stepType: 'FREEFORM' }, at(12.34));
    expect(viewed[0]).toMatchObject({ end: at(12.34).toISOString(), duration: 12.3 });
    expect(viewed[1]).toMatchObject({ guid: 'f1', end: null, numChoices: null });
  });

  it('leaving twice does not move the end of an already closed step', () => {
    const viewed = leaveStep(leaveStep(enterStep([], { guid: 's1', stepType: 'CONFIRM' }, t0), at(5)), at(9));
    expect(viewed[0]?.duration).toBe(5);
  });

  it('leaving with nothing open is harmless', () => {
    expect(leaveStep([], t0)).toEqual([]);
  });
});

describe('Presented offers: guid, accepted, presentedAt, declinedAt', () => {
  it('records a presentation once while it is open', () => {
    const once = presentOffer([], 'o1', t0);
    expect(presentOffer(once, 'o1', at(3))).toEqual([
      { guid: 'o1', accepted: false, presentedAt: t0.toISOString(), declinedAt: null },
    ]);
  });

  it('a declined offer shown again is a new presentation', () => {
    const offers = presentOffer(declineOffer(presentOffer([], 'o1', t0), 'o1', at(2)), 'o1', at(4));
    expect(offers).toHaveLength(2);
    expect(offers[0]?.declinedAt).toBe(at(2).toISOString());
    expect(offers[1]).toMatchObject({ presentedAt: at(4).toISOString(), declinedAt: null });
  });

  it('accepting marks the open presentation accepted and leaves declinedAt null', () => {
    const offers = acceptPresentedOffer(presentOffer([], 'o1', t0), 'o1');
    expect(offers[0]).toMatchObject({ accepted: true, declinedAt: null });
  });

  it('declining or accepting an offer that was never shown changes nothing', () => {
    expect(declineOffer([], 'nope', t0)).toEqual([]);
    expect(acceptPresentedOffer([], 'nope')).toEqual([]);
  });
});
