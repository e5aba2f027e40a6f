import { describe, expect, it } from 'vitest';
import { context, endingOn } from './pause-options.testing.ts';
import { type PauseOfferContext, pauseChoices, pausePreviews } from './pause-options.ts';
import { annualSubscription, at, unix } from './sample-data.testing.ts';

function resumeDates(ctx: PauseOfferContext): Date[] {
  return pauseChoices(ctx).flatMap((choice) => (choice.kind === 'units' ? [choice.resumesAt] : []));
}

describe('Dropdown of 1..max pause length units', () => {
  it('offers one option per unit up to the max pause length', () => {
    const choices = pauseChoices(context({ pauseConfig: { maxPauseLength: 3 } }));
    expect(choices.map((c) => (c.kind === 'units' ? c.units : c.kind))).toEqual([1, 2, 3]);
  });

  it('a max pause length of 1 offers a single option', () => {
    expect(pauseChoices(context({ pauseConfig: { maxPauseLength: 1 } }))).toHaveLength(1);
  });

  it('adds the custom-date option last when a date picker is configured', () => {
    const choices = pauseChoices(context({ pauseConfig: { maxPauseLength: 2, datePicker: true } }));
    expect(choices.at(-1)).toEqual({ kind: 'custom' });
    expect(choices).toHaveLength(3);
  });

  it('no custom-date option without a date picker', () => {
    expect(pauseChoices(context({})).some((c) => c.kind === 'custom')).toBe(false);
  });

  it('week options resume a week apart', () => {
    expect(resumeDates(context({ pauseConfig: { pauseInterval: 'WEEK', maxPauseLength: 2 } }))).toEqual([
      at('2025-04-08T00:00:00Z'),
      at('2025-04-15T00:00:00Z'),
    ]);
  });
});

describe('Options start from the first month ending after the billing period end', () => {
  it('option N resumes N months after the billing period end', () => {
    expect(resumeDates(context({}))).toEqual([
      at('2025-05-01T00:00:00Z'),
      at('2025-06-01T00:00:00Z'),
      at('2025-07-01T00:00:00Z'),
    ]);
  });

  it('with several subscriptions, options count from the latest billing period end', () => {
    const first = endingOn('sub_a', '2025-04-01T00:00:00Z');
    const later = endingOn('sub_b', '2025-04-20T00:00:00Z');
    const dates = resumeDates(context({ subscription: first, subscriptions: [first, later] }));
    expect(dates[0]).toEqual(at('2025-05-20T00:00:00Z'));
  });

  it('a billing period end already past counts from now (no pause into the past)', () => {
    const lapsed = endingOn('sub_a', '2025-03-01T00:00:00Z');
    expect(resumeDates(context({ subscription: lapsed }))[0]).toEqual(at('2025-04-15T12:00:00Z'));
  });
});

describe('Unless pausing at term end or annual extend-term applies', () => {
  const first = endingOn('sub_a', '2025-04-01T00:00:00Z');
  const later = endingOn('sub_b', '2025-04-20T00:00:00Z');

  it('pausing at term end counts each subscription from its own term end', () => {
    const ctx = context({
      subscription: first,
      subscriptions: [first, later],
      settings: { pauseEndOfTerm: true },
    });
    expect(resumeDates(ctx)[0]).toEqual(at('2025-05-01T00:00:00Z'));
    const previews = pausePreviews({ kind: 'units', units: 1 }, ctx);
    expect(previews.map((p) => p.pauseTo)).toEqual([at('2025-05-01T00:00:00Z'), at('2025-05-20T00:00:00Z')]);
  });

  it('annual extend-term moves an annual subscription from its own term end', () => {
    const annual = annualSubscription({ id: 'sub_y', current_period_end: unix('2025-04-10T00:00:00Z') });
    const ctx = context({
      subscription: annual,
      subscriptions: [annual, later],
      settings: { annualPauseExtendTerm: true },
    });
    expect(resumeDates(ctx)[0]).toEqual(at('2025-05-10T00:00:00Z'));
  });

  it('annual extend-term does not apply to a monthly subscription: it keeps the latest period end', () => {
    const ctx = context({
      subscription: first,
      subscriptions: [first, later],
      settings: { annualPauseExtendTerm: true },
    });
    expect(resumeDates(ctx)[0]).toEqual(at('2025-05-20T00:00:00Z'));
  });

  it('with a single subscription every reading gives the same dates', () => {
    const plain = resumeDates(context({}));
    expect(resumeDates(context({ settings: { pauseEndOfTerm: true } }))).toEqual(plain);
  });
});
