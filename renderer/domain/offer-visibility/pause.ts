import { pauseCooldownActive } from '../cooldowns.ts';
import { pauseInfo } from '../pause-info.ts';
import { supportsPause } from '../providers.ts';
import { isAnnual, isMultiMonth, isOnTrial } from '../subscription.ts';
import type { SkipCheck } from './checks.ts';

/** Pause offer visibility (spec §5), cheapest checks first; the cooldown (which reads sessions) comes last. */
export const pauseChecks: readonly SkipCheck<'PAUSE'>[] = [
  {
    reason: 'pause-annual-plan',
    applies: (_, c) => isAnnual(c.subscription) && !c.orgProviderSettings.annualPauseExtendTerm,
  },
  {
    reason: 'pause-multi-month-billing',
    applies: (_, c) => isMultiMonth(c.subscription) && !c.orgProviderSettings.quarterlyPauseEnabled,
  },
  { reason: 'pause-unsupported-by-provider', applies: (_, c) => !supportsPause(c.provider) },
  { reason: 'pause-on-trial', applies: (_, c) => isOnTrial(c.subscription) },
  {
    reason: 'pause-scheduled-in-future',
    applies: (_, c) => pauseInfo(c.subscription, c.provider, c.sessions, c.now).future,
  },
  {
    reason: 'pause-cooldown',
    applies: (_, c) => {
      const cooldown = pauseCooldownActive(c.sessions, c.cooldowns.pauseCooldown, c.now);
      return cooldown.issue ? { skip: cooldown.value, issue: cooldown.issue } : { skip: cooldown.value };
    },
  },
];
