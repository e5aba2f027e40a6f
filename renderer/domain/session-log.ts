import type { PresentedOffer, StepViewed } from '../../contract/schemas/session-results.ts';

/**
 * Bookkeeping of what the customer saw (spec §3 Steps viewed, Presented offers). Pure: each function takes
 * the list and returns a new one, so the store can replace it and the session results read it as is.
 */

const MS_PER_SECOND = 1000;

/** Seconds between two ISO date-times, to one decimal. */
function secondsBetween(startIso: string, end: Date): number {
  return Math.round((end.getTime() - Date.parse(startIso)) / (MS_PER_SECOND / 10)) / 10;
}

/** Closes the open step (the last one without an end), if any. */
export function leaveStep(viewed: readonly StepViewed[], now: Date): StepViewed[] {
  const last = viewed[viewed.length - 1];
  if (!last || last.end !== null) return [...viewed];
  return [
    ...viewed.slice(0, -1),
    { ...last, end: now.toISOString(), duration: secondsBetween(last.start, now) },
  ];
}

/** Closes the open step and opens the next one. `numChoices` is the survey's choice count, else null. */
export function enterStep(
  viewed: readonly StepViewed[],
  step: { guid: string; stepType: string; numChoices?: number | null },
  now: Date,
): StepViewed[] {
  return [
    ...leaveStep(viewed, now),
    {
      stepType: step.stepType,
      guid: step.guid,
      start: now.toISOString(),
      end: null,
      duration: null,
      numChoices: step.numChoices ?? null,
    },
  ];
}

/** Records that an offer was shown; showing it again (after Back) keeps the first presentation. */
export function presentOffer(offers: readonly PresentedOffer[], guid: string, now: Date): PresentedOffer[] {
  if (offers.some((offer) => offer.guid === guid && !offer.accepted && offer.declinedAt === null))
    return [...offers];
  return [...offers, { guid, accepted: false, presentedAt: now.toISOString(), declinedAt: null }];
}

function updateOpen(
  offers: readonly PresentedOffer[],
  guid: string,
  change: (offer: PresentedOffer) => PresentedOffer,
): PresentedOffer[] {
  let index = -1;
  offers.forEach((offer, i) => {
    if (offer.guid === guid && !offer.accepted && offer.declinedAt === null) index = i;
  });
  if (index < 0) return [...offers];
  return offers.map((offer, i) => (i === index ? change(offer) : offer));
}

/** The customer moved past the offer without taking it. */
export function declineOffer(offers: readonly PresentedOffer[], guid: string, now: Date): PresentedOffer[] {
  return updateOpen(offers, guid, (offer) => ({ ...offer, declinedAt: now.toISOString() }));
}

/** The customer took the offer. */
export function acceptPresentedOffer(offers: readonly PresentedOffer[], guid: string): PresentedOffer[] {
  return updateOpen(offers, guid, (offer) => ({ ...offer, accepted: true }));
}
