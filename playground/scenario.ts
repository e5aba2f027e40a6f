/**
 * What one playground setting puts in the mock backend and who the host says the customer is: the chosen
 * (or pasted) blueprint with the theme override, the chosen (or pasted) customer under the chosen provider,
 * and the ids the host signs. Pure: `now` is a parameter.
 */
import * as v from 'valibot';
import { DEFAULT_PROVIDER, usesSubscriptionId } from '../contract/providers.ts';
import { type Customer, CustomerSchema, type Provider, type Theme } from '../contract/schemas/index.ts';
import type { CustomerFixture } from '../fixtures/index.ts';
import { deriveLiteBlueprint } from '../renderer/domain/lite-blueprint.ts';
import { type Checked, type CustomState, describeIssues, type JsonObject } from './custom-state.ts';
import { fixtureBlueprint, fixtureCustomer } from './fixture-catalog.ts';
import type { PlaygroundParams } from './url-state.ts';

/** Who the host page says the customer is (spec §3 Init params). */
export interface HostIdentity {
  provider: Provider;
  /** The id sent as the customer id: for subscription-id providers, the subscription id. */
  customerId: string;
  /** The subscription acted on; given only for providers that identify customers by subscription. */
  subscriptionId: string | null;
  /** The id the auth hash signs (spec §6): the customer id, or the subscription id where it stands in. */
  signedId: string;
  /** The e-mail the managed flow asks for. */
  email: string | null;
}

export interface Scenario {
  /** The body of POST /__mock/load: a partial app in the wire format. */
  loadBody: JsonObject;
  identity: HostIdentity;
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The blueprint with `styles.theme` replaced; other styles are kept. */
export function withTheme(blueprint: JsonObject, theme: Theme | null): JsonObject {
  if (theme === null) return blueprint;
  const styles = isJsonObject(blueprint.styles) ? blueprint.styles : {};
  return { ...blueprint, styles: { ...styles, theme } };
}

/** The identity a host page would use for `customer` under `provider`. */
export function hostIdentity(customer: Customer, provider: Provider): HostIdentity {
  const subscriptionId = customer.subscriptions.data[0]?.id ?? null;
  const bySubscription = usesSubscriptionId(provider) && subscriptionId !== null;
  const customerId = bySubscription ? subscriptionId : customer.id;
  return {
    provider,
    customerId,
    subscriptionId: bySubscription ? subscriptionId : null,
    signedId: customerId,
    email: customer.email,
  };
}

interface CustomerPart {
  raw: unknown;
  parsed: Customer;
  seed: CustomerFixture | null;
}

function customerPart(
  params: PlaygroundParams,
  custom: CustomState | null,
  now: Date,
): Checked<CustomerPart> {
  if (custom?.customer) {
    return { ok: true, value: { raw: custom.customer.raw, parsed: custom.customer.parsed, seed: null } };
  }
  const seed = fixtureCustomer(params.customer, now);
  if (seed === null) return { ok: false, errors: [`Unknown customer fixture "${params.customer}"`] };
  const parsed = v.safeParse(CustomerSchema, seed.customer);
  if (!parsed.success) {
    return { ok: false, errors: describeIssues(`customer fixture ${params.customer}`, parsed.issues) };
  }
  return { ok: true, value: { raw: seed.customer, parsed: parsed.output, seed } };
}

interface BlueprintPart {
  /** What the cancel flow is served. */
  served: JsonObject;
  /** What embed-lite serves in lite mode. */
  lite: JsonObject;
}

/**
 * The blueprint to serve. In lite mode embed-lite serves a fixture's lite form (its survey, confirm and
 * freeform steps, as the mock derives it) or a pasted blueprint as given, so the blueprint control means
 * the same thing in both modes.
 */
function blueprintPart(
  params: PlaygroundParams,
  custom: CustomState | null,
  now: Date,
): Checked<BlueprintPart> {
  if (custom?.blueprint) {
    const served = withTheme(custom.blueprint.raw, params.theme);
    return { ok: true, value: { served, lite: served } };
  }
  const blueprint = fixtureBlueprint(params.blueprint, now);
  if (blueprint === null) return { ok: false, errors: [`Unknown blueprint fixture "${params.blueprint}"`] };
  return {
    ok: true,
    value: {
      served: withTheme({ ...blueprint }, params.theme),
      lite: withTheme({ ...deriveLiteBlueprint(blueprint) }, params.theme),
    },
  };
}

/**
 * Builds the scenario for the controls and the custom state. The fixture's provider is used unless the
 * `provider` control names another; a pasted customer defaults to STRIPE.
 */
export function buildScenario(
  params: PlaygroundParams,
  custom: CustomState | null,
  now: Date,
): Checked<Scenario> {
  const blueprint = blueprintPart(params, custom, now);
  const customer = customerPart(params, custom, now);
  if (!blueprint.ok || !customer.ok) {
    return {
      ok: false,
      errors: [...(blueprint.ok ? [] : blueprint.errors), ...(customer.ok ? [] : customer.errors)],
    };
  }
  const { raw, parsed, seed } = customer.value;
  const provider = params.provider ?? seed?.provider ?? DEFAULT_PROVIDER;
  const loadBody: JsonObject = { blueprint: blueprint.value.served, customer: raw, provider };
  if (params.lite) loadBody.liteBlueprint = blueprint.value.lite;
  if (seed?.sessions) loadBody.sessions = seed.sessions;
  if (seed?.failedInvoices) loadBody.failedInvoices = seed.failedInvoices;
  return { ok: true, value: { loadBody, identity: hostIdentity(parsed, provider) } };
}
