import { describe, expect, it } from 'vitest';
import { at, NOW } from './sample-data.testing.ts';
import { softPauseCompleteWording, softPauseTermEnded, softPauseWallWording } from './soft-pause-wording.ts';

// NOW is 2025-03-15T12:00Z.
const TERM_END_AHEAD = at('2025-07-19T00:00:00Z');
const RESUMES_AT = at('2025-08-19T00:00:00Z');
const TERM_END_PASSED = at('2024-12-31T00:00:00Z');
const RESUMES_AFTER_PASSED_TERM = at('2025-06-30T00:00:00Z');

describe('Soft pause: access until the current term ends, then paused (the term end has passed)', () => {
  it('a term end ahead has not passed', () => {
    expect(softPauseTermEnded(TERM_END_AHEAD, NOW)).toBe(false);
  });

  it('a term end behind has passed', () => {
    expect(softPauseTermEnded(TERM_END_PASSED, NOW)).toBe(true);
  });

  it('term end today, later in the day: not yet passed (access until its hour)', () => {
    expect(softPauseTermEnded(at('2025-03-15T18:00:00Z'), NOW)).toBe(false);
  });

  it('term end today, earlier in the day: passed', () => {
    expect(softPauseTermEnded(at('2025-03-15T00:00:00Z'), NOW)).toBe(true);
  });

  it('at the term end itself: passed (the pause runs from then on)', () => {
    expect(softPauseTermEnded(NOW, NOW)).toBe(true);
  });
});

describe('Complete screen and flow start: soft-pause wording for annual or quarterly', () => {
  it('term end ahead with a resume date: the pause starts then and ends on the resume date', () => {
    expect(softPauseCompleteWording(TERM_END_AHEAD, RESUMES_AT, NOW)).toEqual({
      kind: 'STARTS_AT_TERM_END_UNTIL',
      termEnd: TERM_END_AHEAD,
      resumesAt: RESUMES_AT,
    });
  });

  it('no resume date: the pause starts at the term end, no end named', () => {
    expect(softPauseCompleteWording(TERM_END_AHEAD, null, NOW)).toEqual({
      kind: 'STARTS_AT_TERM_END',
      termEnd: TERM_END_AHEAD,
    });
  });

  it('a resume date not after the term end is not named (no pause would be left)', () => {
    expect(softPauseCompleteWording(TERM_END_AHEAD, TERM_END_AHEAD, NOW)).toEqual({
      kind: 'STARTS_AT_TERM_END',
      termEnd: TERM_END_AHEAD,
    });
    expect(softPauseCompleteWording(TERM_END_AHEAD, at('2025-05-01T00:00:00Z'), NOW)).toEqual({
      kind: 'STARTS_AT_TERM_END',
      termEnd: TERM_END_AHEAD,
    });
  });

  it('term end today, later in the day: still ahead', () => {
    const today = at('2025-03-15T18:00:00Z');
    expect(softPauseCompleteWording(today, RESUMES_AT, NOW).kind).toBe('STARTS_AT_TERM_END_UNTIL');
  });

  it('term end passed with a resume date: the term ended, paused until the resume date', () => {
    expect(softPauseCompleteWording(TERM_END_PASSED, RESUMES_AFTER_PASSED_TERM, NOW)).toEqual({
      kind: 'TERM_ENDED_UNTIL',
      termEnd: TERM_END_PASSED,
      resumesAt: RESUMES_AFTER_PASSED_TERM,
    });
  });

  it('term end passed, no resume date: the term ended, paused since', () => {
    expect(softPauseCompleteWording(TERM_END_PASSED, null, NOW)).toEqual({
      kind: 'TERM_ENDED',
      termEnd: TERM_END_PASSED,
    });
  });
});

describe('Pause wall: soft-pause term end', () => {
  it('term end ahead: access until it', () => {
    expect(softPauseWallWording(TERM_END_AHEAD, NOW)).toEqual({
      kind: 'ACCESS_UNTIL_TERM_END',
      termEnd: TERM_END_AHEAD,
    });
  });

  it('term end today, later in the day: access until it', () => {
    expect(softPauseWallWording(at('2025-03-15T18:00:00Z'), NOW).kind).toBe('ACCESS_UNTIL_TERM_END');
  });

  it('term end passed: it ended', () => {
    expect(softPauseWallWording(TERM_END_PASSED, NOW)).toEqual({
      kind: 'TERM_ENDED',
      termEnd: TERM_END_PASSED,
    });
  });
});
