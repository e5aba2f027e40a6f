import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../contract/schemas/index.ts';
import { offerVisibility } from '../offer-visibility.ts';
import {
  acceptedSession,
  annualSubscription,
  pauseOffer,
  providerSettings,
  quarterlySubscription,
  shown,
  skippedFor,
  subscription,
  trialingSubscription,
  unix,
  visibilityContext,
} from '../sample-data.testing.ts';

describe('Offer visibility: pause skipped for annual plans unless annualPauseExtendTerm', () => {
  it('a monthly subscription sees the pause offer', () => {
    expect(offerVisibility(pauseOffer(), visibilityContext())).toEqual(shown);
  });

  it('an annual plan does not', () => {
    expect(offerVisibility(pauseOffer(), visibilityContext({ subscription: annualSubscription() }))).toEqual(
      skippedFor('pause-annual-plan'),
    );
  });

  it('an annual plan does with annualPauseExtendTerm', () => {
    const ctx = visibilityContext({
      subscription: annualSubscription(),
      orgProviderSettings: providerSettings({ annualPauseExtendTerm: true }),
    });
    expect(offerVisibility(pauseOffer(), ctx)).toEqual(shown);
  });
});

describe('Offer visibility: pause skipped for multi-month billing periods unless quarterlyPauseEnabled', () => {
  it('quarterly billing does not see the pause offer', () => {
    expect(
      offerVisibility(pauseOffer(), visibilityContext({ subscription: quarterlySubscription() })),
    ).toEqual(skippedFor('pause-multi-month-billing'));
  });

  it('every-6-months billing is multi-month too', () => {
    const halfYear = subscription({}, { interval: 'MONTH', intervalCount: 6 });
    expect(offerVisibility(pauseOffer(), visibilityContext({ subscription: halfYear }))).toEqual(
      skippedFor('pause-multi-month-billing'),
    );
  });

  it('quarterly billing sees it with quarterlyPauseEnabled', () => {
    const ctx = visibilityContext({
      subscription: quarterlySubscription(),
      orgProviderSettings: providerSettings({ quarterlyPauseEnabled: true }),
    });
    expect(offerVisibility(pauseOffer(), ctx)).toEqual(shown);
  });
});

describe('Offer visibility: pause skipped for providers that do not support pause', () => {
  it('CHARGIFY has no pause', () => {
    expect(offerVisibility(pauseOffer(), visibilityContext({ provider: 'CHARGIFY' }))).toEqual(
      skippedFor('pause-unsupported-by-provider'),
    );
  });

  it.each<Provider>(['STRIPE', 'CHARGEBEE', 'PADDLE', 'PADDLE_BILLING', 'BRAINTREE', 'RECURLY'])(
    '%s can pause',
    (provider) => {
      expect(offerVisibility(pauseOffer(), visibilityContext({ provider })).visible).toBe(true);
    },
  );
});

describe('Offer visibility: pause skipped for trial customers', () => {
  it('a trialing subscription does not see the pause offer', () => {
    expect(
      offerVisibility(pauseOffer(), visibilityContext({ subscription: trialingSubscription() })),
    ).toEqual(skippedFor('pause-on-trial'));
  });
});

describe('Offer visibility: pause skipped when a pause is scheduled in future', () => {
  const scheduled = subscription({ pauseDate: unix('2025-04-01T00:00:00Z') });

  it('STRIPE with a pause ahead', () => {
    expect(offerVisibility(pauseOffer(), visibilityContext({ subscription: scheduled }))).toEqual(
      skippedFor('pause-scheduled-in-future'),
    );
  });

  it('a future pause is not recognised for PADDLE, so the offer stays', () => {
    expect(
      offerVisibility(pauseOffer(), visibilityContext({ subscription: scheduled, provider: 'PADDLE' })),
    ).toEqual(shown);
  });
});

describe('Offer visibility: pause skipped during the pause cooldown', () => {
  // A one-month pause accepted on 2025-01-10 expires on 2025-02-10.
  const sessions = [acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-01-10T00:00:00Z' })];

  it('latest pause expiration plus cooldown months still in future', () => {
    const ctx = visibilityContext({ sessions, cooldowns: { discountCooldown: null, pauseCooldown: 2 } });
    expect(offerVisibility(pauseOffer(), ctx)).toEqual(skippedFor('pause-cooldown'));
  });

  it('the cooldown has passed', () => {
    const ctx = visibilityContext({ sessions, cooldowns: { discountCooldown: null, pauseCooldown: 1 } });
    expect(offerVisibility(pauseOffer(), ctx)).toEqual(shown);
  });

  it('no pause cooldown configured', () => {
    expect(offerVisibility(pauseOffer(), visibilityContext({ sessions }))).toEqual(shown);
  });

  it('TEST mode keeps the cooldown', () => {
    const ctx = visibilityContext({
      sessions,
      mode: 'TEST',
      cooldowns: { discountCooldown: null, pauseCooldown: 2 },
    });
    expect(offerVisibility(pauseOffer(), ctx)).toEqual(skippedFor('pause-cooldown'));
  });

  it('bad session data: the offer stays and a latest-pause-expiration issue is filed', () => {
    const bad = [acceptedSession('PAUSE', { pauseDuration: null }, { createdAt: '2025-03-01T00:00:00Z' })];
    const result = offerVisibility(
      pauseOffer(),
      visibilityContext({ sessions: bad, cooldowns: { discountCooldown: null, pauseCooldown: 2 } }),
    );
    expect(result.visible).toBe(true);
    expect(result.issue?.name).toBe('latest-pause-expiration');
  });

  it('TEST mode does not relax the pause rules', () => {
    expect(
      offerVisibility(pauseOffer(), visibilityContext({ mode: 'TEST', subscription: annualSubscription() })),
    ).toEqual(skippedFor('pause-annual-plan'));
  });
});
