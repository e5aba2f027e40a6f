import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RECORDING_CONSENT, recordingAllowed, recordingConsentGiven } from './consent.ts';

afterEach(() => vi.restoreAllMocks());

describe('recording needs the customer’s consent, given by the host (recordingConsent)', () => {
  it('without an answer from the host there is no consent', () => {
    expect(DEFAULT_RECORDING_CONSENT).toBe(false);
    expect(recordingConsentGiven(undefined)).toBe(false);
  });

  it('a boolean is the answer', () => {
    expect(recordingConsentGiven(true)).toBe(true);
    expect(recordingConsentGiven(false)).toBe(false);
  });

  it('a function is asked each time, and only `true` is consent', () => {
    let answer: unknown = true;
    const ask = vi.fn(() => answer);
    expect(recordingConsentGiven(ask)).toBe(true);
    answer = 'yes';
    expect(recordingConsentGiven(ask)).toBe(false);
    answer = false;
    expect(recordingConsentGiven(ask)).toBe(false);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('a function that throws is no consent, and does not throw out', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      recordingConsentGiven(() => {
        throw new Error('consent manager not loaded');
      }),
    ).toBe(false);
  });
});

describe('spec §4 Widget calls: show records only when reporting and recording are on, with consent', () => {
  it.each([
    [{ report: true, record: true, recordingConsent: true }, true],
    [{ report: false, record: true, recordingConsent: true }, false],
    [{ report: true, record: false, recordingConsent: true }, false],
    [{ report: true, record: true, recordingConsent: false }, false],
    [{ report: true, record: true, recordingConsent: undefined }, false],
  ])('%o → %s', (options, allowed) => {
    expect(recordingAllowed(options)).toBe(allowed);
  });
});
