/**
 * The demo app's plan settings against the prices it charges: on the demo page a plan-change card never shows
 * a customer a price other than the one Stripe (the fake) bills them, and never a "was" price below it.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlanSettingSchema } from '../contract/schemas/index.ts';
import { AppSeedSchema } from '../contract/seed.ts';
import { orgPlanSettings } from '../fixtures/catalog/index.ts';
import { defaultMockApp } from '../fixtures/mock-app.ts';
import { stripeDemoSeed } from './demo/stripe-demo-seed.ts';
import { DEMO_APP_ID, demoSeed } from './demo-seed.ts';
import { planSettingWarnings } from './storage/plan-setting-warnings.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const seed = v.parse(AppSeedSchema, demoSeed(NOW));
const plans = [...seed.offerPlans, ...seed.testPlans];
/** What the Stripe fake bills for each price (the plan change sends the plan's id as the item's price). */
const charged = new Map(stripeDemoSeed(demoSeed(NOW)).seed.prices?.map((p) => [p.id, p.unit_amount]));

describe(`the demo app's (${DEMO_APP_ID}) plan settings`, () => {
  it('point at plans the app sells and the Stripe fake charges', () => {
    expect(seed.orgPlanSettings.length).toBeGreaterThan(0);
    for (const setting of seed.orgPlanSettings) {
      expect(plans.map((plan) => plan.id)).toContain(setting.planId);
      expect(charged.has(setting.planId), setting.planId).toBe(true);
    }
  });

  it('show the price the plan charges: no priceOverride other than it, no struck msrp at or below it', () => {
    for (const setting of seed.orgPlanSettings) {
      const price = charged.get(setting.planId) ?? Number.NaN;
      const shown = setting.priceOverride ?? price;
      expect(shown, setting.planId).toBe(price);
      if (setting.msrp !== null) expect(setting.msrp, setting.planId).toBeGreaterThan(price);
    }
    expect(planSettingWarnings(seed.orgPlanSettings, plans)).toEqual([]);
  });

  it('keep a struck-through "was" price where it is true (Pro annual: twelve months of Pro monthly)', () => {
    const proYearly = seed.orgPlanSettings.find((setting) => setting.planId === 'plan_pro_yearly_usd');
    expect(proYearly?.msrp).toBe(12 * (charged.get('plan_pro_monthly_usd') ?? 0));
  });
});

it('differs from the fixtures’ (the mock’s) only where those show an override the demo would not charge', () => {
  const fixtures = orgPlanSettings().map((setting) => v.parse(PlanSettingSchema, setting));
  expect(planSettingWarnings(fixtures, plans)).toEqual([expect.stringContaining('plan_team_monthly_usd')]);
  const changed = seed.orgPlanSettings.filter(
    (setting, index) => JSON.stringify(setting) !== JSON.stringify(fixtures[index]),
  );
  expect(changed.map((setting) => setting.planId)).toEqual(['plan_team_monthly_usd']);
});

describe(`the demo app's (${DEMO_APP_ID}) flows`, () => {
  it('each have a name of their own, the lite flow included (the dashboard lists them by name)', () => {
    const names = [...seed.blueprints, ...(seed.liteBlueprint ? [seed.liteBlueprint] : [])].map(
      (blueprint) => blueprint.name,
    );
    expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('are the fixtures’ full flows but the lite fixture, which is the lite flow only', () => {
    const fixtures = defaultMockApp(NOW);
    const lite = fixtures.liteBlueprint;
    expect(seed.liteBlueprint?._id).toBe(lite?._id);
    expect(seed.liteBlueprint?.name).toBe('Lite (insight)');
    expect(seed.blueprints.map((blueprint) => blueprint._id)).toEqual(
      fixtures.blueprints.map((blueprint) => blueprint._id).filter((id) => id !== lite?._id),
    );
  });
});
