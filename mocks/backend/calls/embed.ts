/** POST embed, GET embed/customer and GET branding (spec §7): what the cancel flow and walls load. */

import type { BlueprintInput } from '../../../contract/schemas/index.ts';
import { EmbedRequestSchema } from '../../../contract/schemas/index.ts';
import { chooseServing } from '../../../contract/signed-serving.ts';
import type { AppState } from '../app-state.ts';
import type { CallHandler } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, ok, type Parsed, parsePayload } from '../responses.ts';
import { withCustomer } from './with-customer.ts';

/** The blueprint a `blueprint` query (the init's flowId) names by _id, else the app's first. */
export function pickBlueprint(app: AppState, id: string | undefined): Parsed<BlueprintInput | null> {
  if (!id) return { ok: true, value: app.blueprints[0] ?? null };
  const found = app.blueprints.find((blueprint) => blueprint._id === id);
  return found ? { ok: true, value: found } : { ok: false, response: fail(404, MESSAGES.blueprintNotFound) };
}

/** POST /api/orgs/{appId}/embed: everything the cancel flow needs, in one answer. */
export const postEmbed: CallHandler = withCustomer((context, record) => {
  const payload = parsePayload(EmbedRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const serving = chooseServing(context.caller.serving, {
    flowId: context.query.blueprint || null,
    dynamicOffers: payload.value.dynamicOffers,
  });
  if (!serving.ok) return fail(403, serving.message);
  const blueprint = pickBlueprint(context.app, serving.flowId ?? undefined);
  if (!blueprint.ok) return blueprint.response;
  const { app } = context;
  return ok({
    blueprint: blueprint.value,
    branding: app.branding,
    customer: record.customer,
    coupons: app.coupons,
    testCoupons: app.testCoupons,
    sessions: record.sessions,
    offerPlans: app.offerPlans,
    testPlans: app.testPlans,
    orgPlanSettings: app.orgPlanSettings,
    segment: blueprint.value?.segment ?? null,
    orgTranslations: app.orgTranslations,
    orgProviderSettings: app.orgProviderSettings,
    externalData: {
      subscriptionId: context.caller.subscriptionId,
      customerAttributes: payload.value.customAttributes,
    },
    dynamicOffers: serving.dynamicOffers,
  });
});

/** GET /api/orgs/{appId}/embed/customer: the customer as the provider holds them now. */
export const getCustomer: CallHandler = withCustomer((_context, record) => ok(record.customer));

/** GET /api/orgs/{appId}/branding: needs no customer (the managed flow loads it before identity). */
export const getBranding: CallHandler = (context) => ok(context.app.branding);
