import type { Session } from '../../../contract/schemas/index.ts';
import { supportsTrialExtension } from '../providers.ts';
import { isOnTrial } from '../subscription.ts';
import { LIVE_ONLY, type SkipCheck } from './checks.ts';
import type { OfferTypeRules } from './offer-type.ts';

/** A past session that was not aborted accepted a trial extension ("allowed once per customer in live mode"). */
export function trialExtensionAlreadyAccepted(sessions: readonly Session[]): boolean {
  return sessions.some(
    (session) => !session.aborted && session.acceptedOffer?.offerType === 'TRIAL_EXTENSION',
  );
}

/** Trial-extension offer visibility (spec §5); every check is live and non-preview only. */
const trialExtensionChecks = [
  {
    reason: 'trial-extension-unsupported-by-provider',
    relaxed: LIVE_ONLY,
    applies: (_, c) => !supportsTrialExtension(c.provider),
  },
  {
    reason: 'trial-extension-already-accepted',
    relaxed: LIVE_ONLY,
    applies: (_, c) => trialExtensionAlreadyAccepted(c.sessions),
  },
  {
    reason: 'trial-extension-not-on-trial',
    relaxed: LIVE_ONLY,
    applies: (_, c) => !isOnTrial(c.subscription),
  },
] as const satisfies readonly SkipCheck<'TRIAL_EXTENSION'>[];

/** The trial extension offer: extends the trial by its days, once per customer in LIVE mode (spec §2, §4). */
export const trialExtensionType = {
  checks: trialExtensionChecks,
  tag: { icon: 'trial', label: 'stepTag.trialExtension' },
  action: { text: 'action.trialExtension', complete: 'TRIAL_EXTENDED', confetti: true },
  sessionOutcome: 'trial_extended',
} as const satisfies OfferTypeRules<'TRIAL_EXTENSION'>;
