import type { CompleteVariant } from './store.ts';

// Apart from complete-rules.ts, which only the complete screen (a later chunk) uses: the main chunk tags
// the complete screen's header with this while that chunk is on its way.
/** Whether the complete screen reports an accepted offer (tag 'Offer Accepted', 'Offer Guaranteed by'). */
export function isOfferOutcome(variant: CompleteVariant): boolean {
  return (
    variant.kind !== 'CANCELED' &&
    !(variant.kind === 'START' && variant.start.kind === 'COMPLETE_CANCEL_SCHEDULED')
  );
}
