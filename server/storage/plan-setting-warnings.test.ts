import { describe, expect, it } from 'vitest';
import type { Plan, PlanSetting } from '../../contract/schemas/index.ts';
import { planSettingWarnings } from './plan-setting-warnings.ts';

const TEAM: Plan = {
  id: 'plan_team',
  currency: 'usd',
  recurring: { interval: 'MONTH', interval_count: 1 },
  unit_amount: 7900,
  product: { name: 'Team' },
} as Plan;

const setting = (overrides: Partial<PlanSetting>): PlanSetting => ({
  planId: TEAM.id,
  nick: null,
  msrp: null,
  priceOverride: null,
  tagline: null,
  features: [],
  ...overrides,
});

describe('plan settings that show a price the plan does not charge (spec §3 Plan settings)', () => {
  it('warns of a priceOverride other than the plan’s unit amount: it is shown, not charged', () => {
    const [warning, ...more] = planSettingWarnings([setting({ priceOverride: 5900, msrp: 9900 })], [TEAM]);
    expect(more).toEqual([]);
    expect(warning).toContain('priceOverride 5900 is shown');
    expect(warning).toContain('unit_amount 7900');
  });

  it('warns of an msrp that is not above the price shown (a "was" price that is no saving)', () => {
    expect(planSettingWarnings([setting({ msrp: 7900 })], [TEAM])).toHaveLength(1);
    // The fixtures' Team card: 59 shown, 79 struck through, 79 charged — the override is what is wrong.
    expect(planSettingWarnings([setting({ msrp: 7900, priceOverride: 5900 })], [TEAM])).toHaveLength(1);
    expect(planSettingWarnings([setting({ msrp: 5000, priceOverride: 5900 })], [TEAM])).toHaveLength(2);
  });

  it('is silent for an override equal to the price, an msrp above it, and a plan the app does not sell', () => {
    expect(
      planSettingWarnings(
        [setting({ priceOverride: 7900, msrp: 9900 }), setting({ planId: 'plan_gone', priceOverride: 1 })],
        [TEAM],
      ),
    ).toEqual([]);
  });
});
