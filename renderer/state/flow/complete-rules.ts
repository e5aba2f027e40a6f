import { offerCompleteThrowsConfetti } from './offer-outcomes.ts';
import type { CompleteVariant } from './store.ts';

/**
 * Spec §2: confetti for an accepted pause, trial extension, plan change or discount (and downgrade, ours): each
 * offer type's rules say whether its complete screen throws it; and for an already paused or discounted
 * subscription. Never for a cancel or a host's custom screen.
 */
export function showsConfetti(variant: CompleteVariant, enabled: boolean): boolean {
  if (!enabled) return false;
  switch (variant.kind) {
    case 'START':
      return (
        variant.start.kind === 'COMPLETE_ALREADY_PAUSED' ||
        variant.start.kind === 'COMPLETE_DISCOUNT_ACCEPTED'
      );
    case 'CANCELED':
    case 'CUSTOM':
      return false;
    default:
      return offerCompleteThrowsConfetti(variant.kind);
  }
}

/**
 * Spec §2: the cancel-now link shows when the subscription is paused or a discount was accepted, and it is
 * not cancelled — whether that happened before this session (the start screens) or in it.
 */
export function showsCancelNow(variant: CompleteVariant, canceled: boolean): boolean {
  if (canceled) return false;
  if (variant.kind === 'PAUSED' || variant.kind === 'DISCOUNT_APPLIED') return true;
  return (
    variant.kind === 'START' &&
    (variant.start.kind === 'COMPLETE_ALREADY_PAUSED' || variant.start.kind === 'COMPLETE_DISCOUNT_ACCEPTED')
  );
}
