/**
 * The demo app `npm run server` seeds into an empty database: the fixtures' default app (every named flow,
 * customer and catalog entry, the same the mock serves) with fresh random LIVE and TEST secrets, open to
 * pages served from loopback on any port.
 *
 * Its plan settings are the fixtures' but for one: the fixtures' Team card shows a 59.00 `priceOverride` with
 * the plan's 79.00 struck through, and nothing charges an override (spec §3 Plan settings: it is shown, the
 * plan change charges the plan's price), so on the demo the customer would be shown 59 and billed 79. The
 * mock and its tests keep the fixture (they show the override; the mock charges nothing); the demo shows the
 * price Stripe charges, and no setting here may show another (demo-seed.test.ts).
 *
 * Its flows are the fixtures' but for one: the mock lists the lite fixture among its full flows too, so the
 * playground can open it by flowId, and also serves it as the lite flow. Seeded so, the demo held two flows
 * named "Lite (insight)": the lite flow, and a full cancel flow of the same steps (no offers) that the demo
 * page never shows. The demo keeps only the lite flow; every seeded flow's name is its own.
 */
import { randomBytes } from 'node:crypto';
import type { PlanSettingInput } from '../contract/schemas/index.ts';
import type { AppSeed } from '../contract/seed.ts';
import { orgPlanSettings, PLANS } from '../fixtures/catalog/index.ts';
import { defaultMockApp } from '../fixtures/mock-app.ts';

export const DEMO_APP_ID = 'app_demo';

/** The fixtures' plan settings, the Team card at the price its plan charges and with no offer claimed. */
function demoPlanSettings(): PlanSettingInput[] {
  const team = PLANS.teamMonthlyUsd().id;
  return orgPlanSettings().map((setting) =>
    setting.planId === team
      ? { ...setting, msrp: null, priceOverride: null, tagline: 'For teams that need single sign-on' }
      : setting,
  );
}

export function demoSeed(now: Date): AppSeed {
  const fixtures = defaultMockApp(now);
  const liteId = fixtures.liteBlueprint?._id;
  return {
    ...fixtures,
    blueprints: fixtures.blueprints.filter((blueprint) => blueprint._id !== liteId),
    appId: DEMO_APP_ID,
    secret: `hf_live_${randomBytes(24).toString('base64url')}`,
    testSecret: `hf_test_${randomBytes(24).toString('base64url')}`,
    allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'],
    orgPlanSettings: demoPlanSettings(),
  };
}
