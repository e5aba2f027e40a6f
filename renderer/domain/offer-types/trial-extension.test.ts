import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../contract/schemas/index.ts';
import {
  type OfferVisibilityContext,
  offerVisibility,
  trialExtensionAlreadyAccepted,
} from '../offer-visibility.ts';
import {
  acceptedSession,
  shown,
  skippedFor,
  subscription,
  trialExtensionOffer,
  trialingSubscription,
  visibilityContext,
} from '../sample-data.testing.ts';

describe('Trial extension (live, non-preview) skipped for unsupported providers', () => {
  it('a trialing STRIPE customer sees the offer', () => {
    expect(
      offerVisibility(trialExtensionOffer(), visibilityContext({ subscription: trialingSubscription() })),
    ).toEqual(shown);
  });

  it.each<Provider>(['PADDLE', 'BRAINTREE'])('%s cannot extend a trial', (provider) => {
    expect(
      offerVisibility(
        trialExtensionOffer(),
        visibilityContext({ subscription: trialingSubscription(), provider }),
      ),
    ).toEqual(skippedFor('trial-extension-unsupported-by-provider'));
  });
});

describe('Trial extension skipped when already accepted: allowed once per customer in live mode', () => {
  const once = [acceptedSession('TRIAL_EXTENSION', { trialExtensionConfig: { trialExtensionDays: 7 } })];

  it('a past trial extension hides the offer', () => {
    expect(
      offerVisibility(
        trialExtensionOffer(),
        visibilityContext({ subscription: trialingSubscription(), sessions: once }),
      ),
    ).toEqual(skippedFor('trial-extension-already-accepted'));
  });

  it('an aborted session did not extend the trial', () => {
    const aborted = [acceptedSession('TRIAL_EXTENSION', {}, { aborted: true })];
    expect(trialExtensionAlreadyAccepted(aborted)).toBe(false);
    expect(
      offerVisibility(
        trialExtensionOffer(),
        visibilityContext({ subscription: trialingSubscription(), sessions: aborted }),
      ),
    ).toEqual(shown);
  });

  it('another accepted offer does not count', () => {
    expect(trialExtensionAlreadyAccepted([acceptedSession('DISCOUNT')])).toBe(false);
  });
});

describe('Trial extension skipped when not in trial', () => {
  it('an active subscription is not in trial', () => {
    expect(offerVisibility(trialExtensionOffer(), visibilityContext())).toEqual(
      skippedFor('trial-extension-not-on-trial'),
    );
  });
});

describe('Trial extension checks apply in live, non-preview only', () => {
  const everythingAgainst: Partial<OfferVisibilityContext> = {
    provider: 'BRAINTREE',
    sessions: [acceptedSession('TRIAL_EXTENSION')],
    subscription: subscription(),
  };

  it('TEST mode shows it (a trial can be extended repeatedly)', () => {
    expect(
      offerVisibility(trialExtensionOffer(), visibilityContext({ ...everythingAgainst, mode: 'TEST' })),
    ).toEqual(shown);
  });

  it('preview shows it', () => {
    expect(
      offerVisibility(trialExtensionOffer(), visibilityContext({ ...everythingAgainst, preview: true })),
    ).toEqual(shown);
  });
});
