import { describe, expect, it } from 'vitest';
import { context, endingOn } from './pause-options.testing.ts';
import {
  PAUSE_VALIDATION_ERRORS,
  pauseButtonDisabled,
  pauseDateRange,
  validatePauseSelection,
} from './pause-options.ts';
import { annualSubscription, at } from './sample-data.testing.ts';

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
  const ctx = context({ pauseConfig: { datePicker: true } });

  it('disabled while a pause is in progress', () => {
    expect(pauseButtonDisabled({ kind: 'units', units: 1 }, true, ctx)).toBe(true);
  });

  it('disabled when no interval is chosen', () => {
    expect(pauseButtonDisabled({ kind: 'none' }, false, ctx)).toBe(true);
  });

  it('disabled when custom has no date', () => {
    expect(pauseButtonDisabled({ kind: 'custom', date: null }, false, ctx)).toBe(true);
    expect(pauseButtonDisabled({ kind: 'custom', date: new Date(Number.NaN) }, false, ctx)).toBe(true);
  });

  it('a custom date before the date input minimum is no date: disabled', () => {
    expect(pauseButtonDisabled({ kind: 'custom', date: at('2025-03-31T00:00:00Z') }, false, ctx)).toBe(true);
  });

  it('a custom date after the date input maximum is no date: disabled', () => {
    expect(pauseButtonDisabled({ kind: 'custom', date: at('2025-06-16T00:00:00Z') }, false, ctx)).toBe(true);
  });

  it('enabled with a chosen interval or a custom date within the bounds, the bounds included', () => {
    expect(pauseButtonDisabled({ kind: 'units', units: 2 }, false, ctx)).toBe(false);
    expect(pauseButtonDisabled({ kind: 'custom', date: at('2025-04-20T00:00:00Z') }, false, ctx)).toBe(false);
    expect(pauseButtonDisabled({ kind: 'custom', date: at('2025-04-01T00:00:00Z') }, false, ctx)).toBe(false);
    expect(pauseButtonDisabled({ kind: 'custom', date: at('2025-06-15T00:00:00Z') }, false, ctx)).toBe(false);
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
