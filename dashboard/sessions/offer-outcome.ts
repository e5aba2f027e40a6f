/**
 * What became of an offer a session showed, as the session detail names it: taken, declined (the customer
 * pressed Decline offer, or the cancel that declining led to), or not answered (they went back from it or
 * closed the widget on it: `declinedAt` is null, spec §3 Presented offers).
 */
export type OfferOutcome = 'accepted' | 'declined' | 'not answered';

export function offerOutcome(offer: { accepted: boolean; declinedAt: string | null }): OfferOutcome {
  if (offer.accepted) return 'accepted';
  return offer.declinedAt === null ? 'not answered' : 'declined';
}
