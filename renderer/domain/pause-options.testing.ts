/**
 * What the pause-option tests (`pause-options-*.test.ts`) share: the context of a pause offer built from
 * the domain test data. Only `*.test.ts` files import this module.
 */
import type { Subscription } from '../../contract/schemas/index.ts';
import type { PauseOfferContext } from './pause-options.ts';
import { NOW, pauseOffer, providerSettings, subscription, unix } from './sample-data.testing.ts';

/** Monthly subscription with its period ending on `end`. */
export const endingOn = (id: string, end: string) => subscription({ id, current_period_end: unix(end) });

/** A pause offer's context: a monthly subscription at {@link NOW} unless overridden. */
export function context(overrides: {
  pauseConfig?: Record<string, unknown>;
  subscription?: Subscription;
  subscriptions?: Subscription[];
  settings?: Parameters<typeof providerSettings>[0];
  now?: Date;
}): PauseOfferContext {
  const primary = overrides.subscription ?? subscription();
  return {
    config: pauseOffer(overrides.pauseConfig).pauseConfig,
    subscription: primary,
    subscriptions: overrides.subscriptions ?? [primary],
    settings: providerSettings(overrides.settings),
    now: overrides.now ?? NOW,
  };
}
