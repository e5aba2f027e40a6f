/**
 * Writes an app seed (contract/seed.ts, the wire format the mock also loads) into the database in one
 * transaction: the app and its secrets, the flows as version 1, the catalog, and the database-kept billing
 * provider's customers with their history. A seed that breaks the contract is refused with every path; one
 * whose plan settings show a price the plan does not charge is loaded, and answered with warnings saying so
 * (plan-setting-warnings.ts).
 */
import * as v from 'valibot';
import { usesSubscriptionId } from '../../contract/providers.ts';
import type { Mode } from '../../contract/schemas/index.ts';
import { type AppSeed, AppSeedSchema, listIssues } from '../../contract/seed.ts';
import { addSecret, createAppsStore } from './apps-store.ts';
import { customerKeyOf } from './customer-key.ts';
import type { OpenDatabase } from './database.ts';
import { planSettingWarnings } from './plan-setting-warnings.ts';
import { createSessionsStore } from './sessions-store.ts';

export class SeedError extends Error {
  override readonly name = 'SeedError';
}

export interface LoadedSeed {
  /** Plan settings that show a customer another price than the one charged (for the operator's log). */
  warnings: string[];
}

export async function loadSeed({ db }: OpenDatabase, seed: AppSeed, now: Date): Promise<LoadedSeed> {
  const parsed = v.safeParse(AppSeedSchema, seed);
  if (!parsed.success) {
    throw new SeedError(`Invalid app seed "${seed.appId}":\n  - ${listIssues(parsed.issues).join('\n  - ')}`);
  }
  const valid = parsed.output;
  const created = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await createAppsStore(trx).insertApp(
      {
        appId: valid.appId,
        name: valid.branding.name ?? valid.appId,
        settings: {
          branding: valid.branding,
          orgProviderSettings: valid.orgProviderSettings,
          orgTranslations: valid.orgTranslations,
          orgPlanSettings: valid.orgPlanSettings,
          allowedOrigins: valid.allowedOrigins,
        },
      },
      now,
    );
    await addSecret(trx, valid.appId, 'LIVE', valid.secret, now);
    await addSecret(trx, valid.appId, 'TEST', valid.testSecret ?? valid.secret, now);

    // Blueprints keep the seed's own (input) form: the widget decodes steps itself.
    const flows = seed.blueprints.map((blueprint, position) => ({ blueprint, position, lite: 0 }));
    if (seed.liteBlueprint) flows.push({ blueprint: seed.liteBlueprint, position: 0, lite: 1 });
    for (const { blueprint, position, lite } of flows) {
      // A lite flow of the same id as a full one would collide; it gets its own id.
      const flowId = lite ? `${blueprint._id}#lite` : blueprint._id;
      await trx
        .insertInto('flows')
        .values({ app_id: valid.appId, flow_id: flowId, position, lite, current_version: 1 })
        .onConflict((conflict) => conflict.columns(['app_id', 'flow_id']).doNothing())
        .execute();
      await trx
        .insertInto('flow_versions')
        .values({
          app_id: valid.appId,
          flow_id: flowId,
          version: 1,
          blueprint: JSON.stringify(blueprint),
          created_at: created,
        })
        .onConflict((conflict) => conflict.columns(['app_id', 'flow_id', 'version']).doNothing())
        .execute();
    }

    const catalog: [table: 'coupons' | 'plans', mode: Mode, items: { id: string }[]][] = [
      ['coupons', 'LIVE', valid.coupons],
      ['coupons', 'TEST', valid.testCoupons],
      ['plans', 'LIVE', valid.offerPlans],
      ['plans', 'TEST', valid.testPlans],
    ];
    for (const [table, mode, items] of catalog) {
      for (const [position, item] of items.entries()) {
        await trx
          .insertInto(table)
          .values({ app_id: valid.appId, mode, item_id: item.id, body: JSON.stringify(item), position })
          .execute();
      }
    }

    const sessions = createSessionsStore(trx);
    for (const entry of valid.customers) {
      const { customer, provider } = entry;
      await trx
        .insertInto('billing_customers')
        .values({
          app_id: valid.appId,
          provider,
          customer_id: customer.id,
          email: customer.email ?? null,
          body: JSON.stringify(customer),
          failed_invoices: JSON.stringify(entry.failedInvoices),
          paid_invoices: '[]',
          extended_trials: '[]',
          version: 1,
        })
        .execute();
      for (const subscription of customer.subscriptions.data) {
        await trx
          .insertInto('billing_subscriptions')
          .values({
            app_id: valid.appId,
            provider,
            subscription_id: subscription.id,
            customer_id: customer.id,
          })
          .execute();
      }
      // History belongs to the identity the widget will present: the subscription id for providers that use it.
      const ids = usesSubscriptionId(provider)
        ? customer.subscriptions.data.map((subscription) => subscription.id)
        : [customer.id];
      for (const id of ids) {
        for (const [index, session] of entry.sessions.entries()) {
          await sessions.insertOnce({
            // The first identity keeps the seeded id (embed answers show it); others get their own.
            ...(id === ids[0] && session._id ? { id: session._id } : {}),
            appId: valid.appId,
            customerKey: customerKeyOf(provider, id),
            sessionKey: `seed:${session._id ?? index}`,
            lite: false,
            results: null,
            acceptedOffer: session.acceptedOffer,
            offerOptions: session.offerOptions,
            aborted: session.aborted,
            canceled: session.canceled,
            createdAt: session.createdAt,
          });
        }
      }
    }
  });
  return {
    warnings: planSettingWarnings(valid.orgPlanSettings, [...valid.offerPlans, ...valid.testPlans]),
  };
}
