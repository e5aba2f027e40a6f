import { pauseCooldownActive } from '../cooldowns.ts';
import { pauseInfo } from '../pause-info.ts';
import { supportsPause } from '../providers.ts';
import { isAnnual, isMultiMonth, isOnTrial } from '../subscription.ts';
import { ALWAYS_CHECKED, type SkipCheck } from './checks.ts';
import type { OfferTypeRules } from './offer-type.ts';

/** Pause offer visibility (spec §5), cheapest checks first; the cooldown (which reads sessions) comes last. */
const pauseChecks = [
  {
    reason: 'pause-annual-plan',
    relaxed: ALWAYS_CHECKED,
    applies: (_, c) => isAnnual(c.subscription) && !c.orgProviderSettings.annualPauseExtendTerm,
  },
  {
    reason: 'pause-multi-month-billing',
    relaxed: ALWAYS_CHECKED,
    applies: (_, c) => isMultiMonth(c.subscription) && !c.orgProviderSettings.quarterlyPauseEnabled,
  },
  {
    reason: 'pause-unsupported-by-provider',
    relaxed: ALWAYS_CHECKED,
    applies: (_, c) => !supportsPause(c.provider),
  },
  { reason: 'pause-on-trial', relaxed: ALWAYS_CHECKED, applies: (_, c) => isOnTrial(c.subscription) },
  {
    reason: 'pause-scheduled-in-future',
    relaxed: ALWAYS_CHECKED,
    applies: (_, c) => pauseInfo(c.subscription, c.provider, c.sessions, c.now).future,
  },
  {
    reason: 'pause-cooldown',
    relaxed: ALWAYS_CHECKED,
    applies: (_, c) => {
      const cooldown = pauseCooldownActive(c.sessions, c.cooldowns.pauseCooldown, c.now);
      return cooldown.issue ? { skip: cooldown.value, issue: cooldown.issue } : { skip: cooldown.value };
    },
  },
] as const satisfies readonly SkipCheck<'PAUSE'>[];

/** The pause offer: pauses the subscription (spec §4 pause). */
export const pauseType = {
  checks: pauseChecks,
  tag: { icon: 'pause', label: 'stepTag.pause' },
  action: { text: 'action.pause', complete: 'PAUSED', confetti: true },
  sessionOutcome: 'paused',
} as const satisfies OfferTypeRules<'PAUSE'>;
