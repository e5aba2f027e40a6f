/** The named fixtures the playground offers, looked up by the names its URL carries. */

import type { BlueprintInput } from '../contract/schemas/index.ts';
import {
  type BlueprintFixtureName,
  blueprintFixtures,
  type CustomerFixture,
  type CustomerFixtureName,
  customerFixtures,
} from '../fixtures/index.ts';
import type { FixtureNames } from './url-state.ts';

function isBlueprintName(name: string): name is BlueprintFixtureName {
  return Object.hasOwn(blueprintFixtures, name);
}

function isCustomerName(name: string): name is CustomerFixtureName {
  return Object.hasOwn(customerFixtures, name);
}

/** Every blueprint and customer fixture name, in registry order. */
export const FIXTURE_NAMES: FixtureNames = {
  blueprints: Object.keys(blueprintFixtures),
  customers: Object.keys(customerFixtures),
};

/** The named blueprint built for `now`, or null for an unknown name. */
export function fixtureBlueprint(name: string, now: Date): BlueprintInput | null {
  return isBlueprintName(name) ? blueprintFixtures[name](now) : null;
}

/** The named customer (seed, provider, description) built for `now`, or null for an unknown name. */
export function fixtureCustomer(name: string, now: Date): CustomerFixture | null {
  return isCustomerName(name) ? customerFixtures[name](now) : null;
}

/** One entry of the customer picker. */
export interface CustomerChoice {
  name: string;
  description: string;
}

/** The customer picker's entries, with each fixture's one-line description. */
export function customerChoices(now: Date): CustomerChoice[] {
  return Object.values(customerFixtures).map((make) => {
    const { name, description } = make(now);
    return { name, description };
  });
}
