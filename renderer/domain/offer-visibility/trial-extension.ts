import type { Session } from '../../../contract/schemas/index.ts';
import { supportsTrialExtension } from '../providers.ts';
import { isOnTrial } from '../subscription.ts';
import type { SkipCheck } from './checks.ts';

/** A past session that was not aborted accepted a trial extension ("allowed once per customer in live mode"). */
export function trialExtensionAlreadyAccepted(sessions: readonly Session[]): boolean {
  return sessions.some(
    (session) => !session.aborted && session.acceptedOffer?.offerType === 'TRIAL_EXTENSION',
  );
}

/** Trial-extension offer visibility (spec §5); every check is live and non-preview only. */
export const trialExtensionChecks: readonly SkipCheck<'TRIAL_EXTENSION'>[] = [
  {
    reason: 'trial-extension-unsupported-by-provider',
    applies: (_, c) => !supportsTrialExtension(c.provider),
  },
  {
    reason: 'trial-extension-already-accepted',
    applies: (_, c) => trialExtensionAlreadyAccepted(c.sessions),
  },
  { reason: 'trial-extension-not-on-trial', applies: (_, c) => !isOnTrial(c.subscription) },
];
