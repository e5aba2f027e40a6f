/**
 * What the widget loads (spec §7): the cancel flow's embed answer assembled from the stored flow (its
 * current version), the org's settings, the catalog of the caller's mode, the customer as the provider
 * holds them and their past sessions; the lite flow; branding. Each embed load is recorded as served, so
 * money actions can be checked against it (services/served-offers.ts).
 */
import type { EmbedAnswerInput, EmbedRequest, LiteAnswer } from '../../contract/schemas/index.ts';
import { chooseServing } from '../../contract/signed-serving.ts';
import { deriveLiteBlueprint } from '../../renderer/domain/lite-blueprint.ts';
import type { Caller, KnownCaller } from './caller.ts';
import { fetchCustomerData } from './customer-data.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { namedSubscription } from './named-subscription.ts';
import { failure, type Outcome, success } from './outcome.ts';

export async function loadEmbed(
  deps: ServiceDeps,
  caller: KnownCaller,
  request: EmbedRequest,
  flowId: string | null,
): Promise<Outcome<EmbedAnswerInput>> {
  const { app, mode } = caller;
  // As the money actions answer it: a flow whose every action would be refused is not served, and another
  // customer's subscription id is neither echoed nor sent to the business's customer-data endpoint.
  if (caller.subscriptionId && !namedSubscription(caller, caller.subscriptionId))
    return failure('not-found', MESSAGES.noSubscription);
  // A customer token may bind the flow and the dynamic offers; what the browser asks for stands elsewhere.
  const serving = chooseServing(caller.serving, { flowId, dynamicOffers: request.dynamicOffers });
  if (!serving.ok) return failure('forbidden', serving.message);
  const named = serving.flowId;
  const flow = named ? await deps.flows.byId(app.appId, named) : await deps.flows.first(app.appId, false);
  if (named && !flow) return failure('not-found', MESSAGES.blueprintNotFound);
  // Test coupons and plans go to TEST callers only: live pages never learn them.
  const testMode = mode === 'TEST';
  const [catalog, sessions, fetched] = await Promise.all([
    deps.flows.catalog(app.appId, testMode ? ['LIVE', 'TEST'] : ['LIVE']),
    deps.sessions.history(app.appId, caller.customerKey),
    fetchCustomerData(deps, caller),
  ]);
  if (flow) {
    await deps.servings.record(
      app.appId,
      caller.customerKey,
      mode,
      { flowId: flow.flowId, version: flow.version, dynamicOffers: serving.dynamicOffers },
      deps.now(),
    );
  }
  // request.customerDataEndpoint is never fetched: a client-supplied URL would make us a request forwarder;
  // the app's registered endpoint is (customer-data.ts), and what it knows wins over what the page sent.
  return success({
    blueprint: flow?.blueprint ?? null,
    branding: app.settings.branding,
    customer: caller.customer.customer,
    coupons: catalog.LIVE.coupons,
    testCoupons: catalog.TEST.coupons,
    sessions,
    offerPlans: catalog.LIVE.plans,
    testPlans: catalog.TEST.plans,
    // Served as stored: a priceOverride is shown, never charged (the seed loader warns of one that differs).
    orgPlanSettings: app.settings.orgPlanSettings,
    segment: flow?.blueprint.segment ?? null,
    orgTranslations: app.settings.orgTranslations,
    orgProviderSettings: app.settings.orgProviderSettings,
    externalData: {
      subscriptionId: caller.subscriptionId,
      customerAttributes: { ...request.customAttributes, ...fetched },
    },
    dynamicOffers: serving.dynamicOffers,
  });
}

/** The lite flow: the stored lite blueprint, or one derived from the named (or first) full flow. */
export async function loadLite(
  deps: ServiceDeps,
  caller: Caller,
  flowId: string | null,
): Promise<Outcome<LiteAnswer | Record<string, unknown>>> {
  const { app } = caller;
  let blueprint = null;
  const stored = flowId ? null : await deps.flows.first(app.appId, true);
  if (stored) blueprint = stored.blueprint;
  else {
    const full = flowId ? await deps.flows.byId(app.appId, flowId) : await deps.flows.first(app.appId, false);
    if (flowId && !full) return failure('not-found', MESSAGES.blueprintNotFound);
    blueprint = full ? deriveLiteBlueprint(full.blueprint) : null;
  }
  return success({
    blueprint,
    branding: app.settings.branding,
    segment: blueprint?.segment ?? null,
    orgTranslations: app.settings.orgTranslations,
  });
}
