import { describe, expect, it } from 'vitest';
import { offerOutcome } from './offer-outcome.ts';

describe('offerOutcome', () => {
  it('names a taken offer accepted, a declined one declined, one merely left not answered', () => {
    expect(offerOutcome({ accepted: true, declinedAt: null })).toBe('accepted');
    expect(offerOutcome({ accepted: false, declinedAt: '2026-12-01T10:00:00.000Z' })).toBe('declined');
    expect(offerOutcome({ accepted: false, declinedAt: null })).toBe('not answered');
  });
});
