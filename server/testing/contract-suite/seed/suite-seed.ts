/**
 * The one seed every contract test starts its targets with: the app, its flows and catalog, and the roster's
 * customers in their states. An AppSeed (contract/seed.ts, the wire format) that both the mock and the
 * server's startTestServer load.
 */
import type { AppSeed } from '../../../../contract/seed.ts';
import {
  COUPONS,
  liteBlueprint,
  mainBlueprint,
  OFFERS,
  PLANS,
  secondBlueprint,
  TEST_COUPONS,
} from './catalog.ts';
import { customerIn, DAY_SECONDS } from './customer-states.ts';
import { ROSTER, seeded } from './roster.ts';

export type SuiteSeed = AppSeed;

/** Not the mock's default app: the suite must not lean on anything but its own seed. */
export const SUITE_APP_ID = 'app_contract';
export const SUITE_SECRET = 'contract_suite_secret_7f3a';
/** The host page's origin: registered for the app, since the server answers CORS only for those. */
export const HOST_ORIGIN = 'https://shop.contract.example';
/** The past session seeded for `reader` (embed answers list it). */
export const SEEDED_SESSION_ID = 'sess_seeded_reader';

export const BRANDING = {
  name: 'Contract Co',
  showWatermark: false,
  emailFlow: { enabled: true },
  colors: { primary: '#3c5ccf', secondary: '#222222' },
} as const;
export const ORG_TRANSLATIONS = { de: { cancel: 'Kündigen' } };
export const PROVIDER_SETTINGS = { annualPauseExtendTerm: true, quarterlyPauseEnabled: true };

/** The suite app, relative to `now`. */
export function buildSuiteSeed(now: Date = new Date()): SuiteSeed {
  const customers = Object.entries(ROSTER).map(([name, entry]) => ({
    ...customerIn(entry.state, name, now),
    ...('provider' in entry && { provider: entry.provider }),
  }));
  const reader = customers.find((record) => record.customer.id === seeded('reader').customerId);
  if (reader) {
    const createdAt = new Date(now.getTime() - 40 * DAY_SECONDS * 1000).toISOString();
    reader.sessions = [
      {
        _id: SEEDED_SESSION_ID,
        createdAt,
        acceptedOffer: {
          guid: OFFERS.pause.guid,
          offerType: 'PAUSE',
          pauseDuration: 1,
          pauseInterval: 'MONTH',
        },
      },
    ];
  }
  return {
    appId: SUITE_APP_ID,
    secret: SUITE_SECRET,
    allowedOrigins: [HOST_ORIGIN],
    branding: structuredClone(BRANDING),
    orgProviderSettings: { ...PROVIDER_SETTINGS },
    orgTranslations: structuredClone(ORG_TRANSLATIONS),
    blueprints: [mainBlueprint(), secondBlueprint()],
    liteBlueprint: liteBlueprint(),
    coupons: Object.values(COUPONS),
    testCoupons: Object.values(TEST_COUPONS),
    offerPlans: [
      PLANS.proMonthly,
      PLANS.basicMonthly,
      PLANS.proYearly,
      PLANS.proQuarterly,
      PLANS.basicMonthlyEur,
      PLANS.freeMonthly,
    ],
    testPlans: [PLANS.test],
    orgPlanSettings: [{ planId: PLANS.basicMonthly.id, tagline: 'Fewer seats, lower price' }],
    customers,
  };
}
