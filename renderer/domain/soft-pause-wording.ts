/**
 * How a soft pause is told (spec §4 Soft pause: annual or quarterly billing; access until the current term
 * ends, then paused until billing resumes, the pause collection's resumes_at). The rules choose the sentence
 * a screen says; the views map each kind to its message. Only the complete screens and the pause wall use
 * them, so they travel in those lazy chunks, never in the script tag's main chunk.
 */

/**
 * The term has ended at `now`: from the term end's instant on, access has stopped and the pause runs, so the
 * screens speak of the term end in the past. The instant, not the day: on the term end's day the customer
 * still has access until that hour, and the date shown is the same either way.
 */
export function softPauseTermEnded(termEnd: Date, now: Date): boolean {
  return now.getTime() >= termEnd.getTime();
}

/**
 * The resume date a soft pause can name: one after the term end. An earlier one (no pause would be left)
 * would read "starts then and ends before"; the wording then names no end, as without a resume date.
 */
function pauseEndAfterTerm(termEnd: Date, resumesAt: Date | null): Date | null {
  return resumesAt && resumesAt.getTime() > termEnd.getTime() ? resumesAt : null;
}

/** What a complete screen says about a soft pause: the term end, and when the pause ends if known. */
export type SoftPauseCompleteWording =
  /** 'Nothing changes until your current term ends on …; your pause starts then.' */
  | { kind: 'STARTS_AT_TERM_END'; termEnd: Date }
  /** '…; your pause starts then and ends on ….' */
  | { kind: 'STARTS_AT_TERM_END_UNTIL'; termEnd: Date; resumesAt: Date }
  /** 'Your term ended on …; your subscription has been paused since then.' */
  | { kind: 'TERM_ENDED'; termEnd: Date }
  /** 'Your term ended on …; your subscription is paused until ….' */
  | { kind: 'TERM_ENDED_UNTIL'; termEnd: Date; resumesAt: Date };

/**
 * The soft-pause message of the complete screens (spec §2 Complete screen "soft pause applied", §4 Flow start
 * "soft-pause wording for annual or quarterly"): the pause starts at the term end and, when a resume date is
 * known, ends then; once the term end has passed, both are told as they stand.
 */
export function softPauseCompleteWording(
  termEnd: Date,
  resumesAt: Date | null,
  now: Date,
): SoftPauseCompleteWording {
  const end = pauseEndAfterTerm(termEnd, resumesAt);
  if (softPauseTermEnded(termEnd, now)) {
    return end ? { kind: 'TERM_ENDED_UNTIL', termEnd, resumesAt: end } : { kind: 'TERM_ENDED', termEnd };
  }
  return end
    ? { kind: 'STARTS_AT_TERM_END_UNTIL', termEnd, resumesAt: end }
    : { kind: 'STARTS_AT_TERM_END', termEnd };
}

/**
 * What the pause wall says about a soft pause's term end (spec §2 Pause wall "soft-pause term end"): access
 * until it while it lies ahead, that it ended once passed. The wall names the resume date in its reactivation
 * sentence already, so this one does not repeat it.
 */
export type SoftPauseWallWording =
  /** 'You have access until your current term ends on ….' */
  | { kind: 'ACCESS_UNTIL_TERM_END'; termEnd: Date }
  /** 'Your term ended on ….' */
  | { kind: 'TERM_ENDED'; termEnd: Date };

/** The pause wall's soft-pause sentence at `now` (see {@link SoftPauseWallWording}). */
export function softPauseWallWording(termEnd: Date, now: Date): SoftPauseWallWording {
  return softPauseTermEnded(termEnd, now)
    ? { kind: 'TERM_ENDED', termEnd }
    : { kind: 'ACCESS_UNTIL_TERM_END', termEnd };
}
