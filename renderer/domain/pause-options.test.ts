import { describe, expect, it } from 'vitest';
import type { Subscription } from '../api/schemas/index.ts';
import {
  PAUSE_VALIDATION_ERRORS,
  type PauseOfferContext,
  pauseButtonDisabled,
  pauseChoices,
  pauseDateRange,
  pausePreviews,
  validatePauseSelection,
} from './pause-options.ts';
import {
  annualSubscription,
  at,
  NOW,
  pauseOffer,
  providerSettings,
  subscription,
  unix,
} from './test-data.ts';

/** Monthly subscription with its period ending on `end`. */
const endingOn = (id: string, end: string) => subscription({ id, current_period_end: unix(end) });

function context(overrides: {
  pauseConfig?: Record<string, unknown>;
  subscription?: Subscription;
  subscriptions?: Subscription[];
  settings?: Parameters<typeof providerSettings>[0];
  now?: Date;
}): PauseOfferContext {
  const primary = overrides.subscription ?? subscription();
  return {
    config: pauseOffer(overrides.pauseConfig).pauseConfig,
    subscription: primary,
    subscriptions: overrides.subscriptions ?? [primary],
    settings: providerSettings(overrides.settings),
    now: overrides.now ?? NOW,
  };
}

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

describe('Date input minimum = latest billing period end; maximum = today plus max pause length', () => {
  it('maximum is today plus the max pause length in months', () => {
    expect(pauseDateRange(context({ pauseConfig: { maxPauseLength: 3 } })).max).toEqual(
      at('2025-06-15T12:00:00Z'),
    );
  });

  it('maximum is in weeks if the interval is WEEK', () => {
    const range = pauseDateRange(context({ pauseConfig: { pauseInterval: 'WEEK', maxPauseLength: 3 } }));
    expect(range.max).toEqual(at('2025-04-05T12:00:00Z'));
  });

  it("minimum is the latest of the customer's billing period ends", () => {
    const first = endingOn('sub_a', '2025-04-01T00:00:00Z');
    const later = endingOn('sub_b', '2025-04-20T00:00:00Z');
    expect(pauseDateRange(context({ subscription: first, subscriptions: [later, first] })).min).toEqual(
      at('2025-04-20T00:00:00Z'),
    );
  });

  it('the range is empty when the paid period outlasts the max pause length', () => {
    const annual = annualSubscription();
    expect(pauseDateRange(context({ subscription: annual })).empty).toBe(true);
    expect(pauseDateRange(context({})).empty).toBe(false);
  });
});

describe('Pause button disabled while a pause is in progress, when no interval is chosen, or custom has no date', () => {
  it('disabled while a pause is in progress', () => {
    expect(pauseButtonDisabled({ kind: 'units', units: 1 }, true)).toBe(true);
  });

  it('disabled when no interval is chosen', () => {
    expect(pauseButtonDisabled({ kind: 'none' }, false)).toBe(true);
  });

  it('disabled when custom has no date', () => {
    expect(pauseButtonDisabled({ kind: 'custom', date: null }, false)).toBe(true);
  });

  it('enabled with a chosen interval or a custom date', () => {
    expect(pauseButtonDisabled({ kind: 'units', units: 2 }, false)).toBe(false);
    expect(pauseButtonDisabled({ kind: 'custom', date: at('2025-04-20T00:00:00Z') }, false)).toBe(false);
  });
});

describe("Custom without a date errors 'Please, select a valid end date'", () => {
  const ctx = context({ pauseConfig: { datePicker: true } });

  it('custom without a date', () => {
    expect(validatePauseSelection({ kind: 'custom', date: null }, ctx)).toEqual({
      ok: false,
      error: { code: 'invalid-end-date', message: 'Please, select a valid end date' },
    });
  });

  it('custom with an invalid date', () => {
    const result = validatePauseSelection({ kind: 'custom', date: new Date(Number.NaN) }, ctx);
    expect(result.ok || result.error.code).toBe('invalid-end-date');
  });

  it('custom before the date input minimum', () => {
    const result = validatePauseSelection({ kind: 'custom', date: at('2025-03-31T00:00:00Z') }, ctx);
    expect(result.ok || result.error.code).toBe('invalid-end-date');
  });

  it('custom after the date input maximum', () => {
    const result = validatePauseSelection({ kind: 'custom', date: at('2025-06-16T00:00:00Z') }, ctx);
    expect(result.ok || result.error.code).toBe('invalid-end-date');
  });

  it('the bounds are calendar days: the minimum day itself is valid whatever its time', () => {
    const lateEnd = endingOn('sub_a', '2025-04-01T18:00:00Z');
    const lateCtx = context({ subscription: lateEnd, pauseConfig: { datePicker: true } });
    expect(validatePauseSelection({ kind: 'custom', date: at('2025-04-01T00:00:00Z') }, lateCtx).ok).toBe(
      true,
    );
  });

  it('the maximum day itself is valid', () => {
    expect(validatePauseSelection({ kind: 'custom', date: at('2025-06-15T23:00:00Z') }, ctx).ok).toBe(true);
  });

  it('a valid custom date pauses without a duration until that date', () => {
    expect(validatePauseSelection({ kind: 'custom', date: at('2025-05-05T00:00:00Z') }, ctx)).toEqual({
      ok: true,
      pause: { duration: null, interval: 'MONTH', resumesAt: at('2025-05-05T00:00:00Z') },
    });
  });
});

describe("Pausing without a selected resume date: 'Please select a date to resume your subscription'", () => {
  const ctx = context({ pauseConfig: { maxPauseLength: 3 } });

  it('nothing selected', () => {
    expect(validatePauseSelection({ kind: 'none' }, ctx)).toEqual({
      ok: false,
      error: { code: 'no-resume-date', message: PAUSE_VALIDATION_ERRORS['no-resume-date'] },
    });
    expect(PAUSE_VALIDATION_ERRORS['no-resume-date']).toBe(
      'Please select a date to resume your subscription',
    );
  });

  it.each([0, 4, 1.5, -1])('%s units is not an offered option', (units) => {
    const result = validatePauseSelection({ kind: 'units', units }, ctx);
    expect(result.ok || result.error.code).toBe('no-resume-date');
  });

  it('a chosen option pauses for its units until its resume date', () => {
    expect(validatePauseSelection({ kind: 'units', units: 2 }, ctx)).toEqual({
      ok: true,
      pause: { duration: 2, interval: 'MONTH', resumesAt: at('2025-06-01T00:00:00Z') },
    });
  });

  it('a week option carries the WEEK interval', () => {
    const weeks = context({ pauseConfig: { pauseInterval: 'WEEK', maxPauseLength: 4 } });
    expect(validatePauseSelection({ kind: 'units', units: 4 }, weeks)).toEqual({
      ok: true,
      pause: { duration: 4, interval: 'WEEK', resumesAt: at('2025-04-29T00:00:00Z') },
    });
  });
});

describe('A per-subscription preview (renewal date, pause from/to) for every subscription', () => {
  const first = endingOn('sub_a', '2025-04-01T00:00:00Z');
  const later = endingOn('sub_b', '2025-04-20T00:00:00Z');
  const ctx = context({ subscription: first, subscriptions: [first, later] });

  it('every subscription pauses from its own period end until the shared resume date', () => {
    expect(pausePreviews({ kind: 'units', units: 1 }, ctx)).toEqual([
      {
        subscriptionId: 'sub_a',
        renewsOn: at('2025-04-01T00:00:00Z'),
        pauseFrom: at('2025-04-01T00:00:00Z'),
        pauseTo: at('2025-05-20T00:00:00Z'),
      },
      {
        subscriptionId: 'sub_b',
        renewsOn: at('2025-04-20T00:00:00Z'),
        pauseFrom: at('2025-04-20T00:00:00Z'),
        pauseTo: at('2025-05-20T00:00:00Z'),
      },
    ]);
  });

  it('a custom date is the resume date of every subscription', () => {
    const date = at('2025-05-30T00:00:00Z');
    expect(pausePreviews({ kind: 'custom', date }, ctx).map((p) => p.pauseTo)).toEqual([date, date]);
  });

  it('before a valid selection there is no pause end yet', () => {
    expect(pausePreviews({ kind: 'none' }, ctx).map((p) => p.pauseTo)).toEqual([null, null]);
    expect(pausePreviews({ kind: 'units', units: 9 }, ctx).map((p) => p.pauseTo)).toEqual([null, null]);
  });

  it('the flow subscription is previewed even when missing from the list', () => {
    const alone = context({ subscription: first, subscriptions: [later] });
    expect(pausePreviews({ kind: 'none' }, alone).map((p) => p.subscriptionId)).toEqual(['sub_a', 'sub_b']);
  });

  it('a lapsed period end pauses from now', () => {
    const lapsed = endingOn('sub_a', '2025-03-01T00:00:00Z');
    const [preview] = pausePreviews({ kind: 'units', units: 1 }, context({ subscription: lapsed }));
    expect(preview?.pauseFrom).toEqual(NOW);
    expect(preview?.renewsOn).toEqual(at('2025-03-01T00:00:00Z'));
  });
});
