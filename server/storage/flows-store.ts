/** Cancel flows (blueprints) with their versions, and the catalog (coupons, plans) by mode. */

import type { Kysely } from 'kysely';
import type { BlueprintInput, Coupon, Mode, Plan } from '../../contract/schemas/index.ts';
import { type ConfigCache, deepFreeze, NO_CONFIG_CACHE } from './config-cache.ts';
import type { Database } from './tables.ts';

export interface StoredFlow {
  flowId: string;
  version: number;
  lite: boolean;
  blueprint: BlueprintInput;
}

/** Coupons and plans by mode; a mode not asked for is empty. */
export type ModeCatalog = Record<Mode, { coupons: Coupon[]; plans: Plan[] }>;

/** The catalog of a mode not asked for. */
const NO_CATALOG: ModeCatalog[Mode] = deepFreeze({ coupons: [], plans: [] });

/**
 * `flows`, each joined with its current row of `flow_versions` (the version the embed serves and the editor
 * shows as published): the one place that join is written. A builder to go on from — select, filter, join
 * more — for the store's statements built once below and the flow editor's reads (dashboard/flow-reads.ts).
 */
export function flowsAtCurrentVersion(db: Kysely<Database>) {
  return db
    .selectFrom('flows')
    .innerJoin('flow_versions', (join) =>
      join
        .onRef('flow_versions.app_id', '=', 'flows.app_id')
        .onRef('flow_versions.flow_id', '=', 'flows.flow_id')
        .onRef('flow_versions.version', '=', 'flows.current_version'),
    );
}

export function createFlowsStore(db: Kysely<Database>, cache: ConfigCache = NO_CONFIG_CACHE) {
  // Built once: Kysely's builders are immutable, so each read below adds its conditions to a copy.
  const current = flowsAtCurrentVersion(db).select([
    'flows.flow_id',
    'flows.lite',
    'flow_versions.version',
    'flow_versions.blueprint',
  ]);

  function toFlow(row: { flow_id: string; lite: number; version: number; blueprint: string }): StoredFlow {
    return {
      flowId: row.flow_id,
      version: row.version,
      lite: row.lite === 1,
      blueprint: JSON.parse(row.blueprint) as BlueprintInput,
    };
  }

  return {
    /** The flow served when the host names none: the first full flow, or the lite one for embed-lite. */
    first(appId: string, lite: boolean): Promise<StoredFlow | null> {
      return cache.read(appId, lite ? 'flow:first-lite' : 'flow:first', async () => {
        const row = await current
          .where('flows.app_id', '=', appId)
          .where('flows.lite', '=', lite ? 1 : 0)
          .orderBy('flows.position')
          .executeTakeFirst();
        return row ? toFlow(row) : null;
      });
    },

    /** A full flow by id (the host's flowId), in its current version. */
    byId(appId: string, flowId: string): Promise<StoredFlow | null> {
      // An unknown id is not kept: the host names it, and any page can name many.
      const read = async () => {
        const row = await current
          .where('flows.app_id', '=', appId)
          .where('flows.flow_id', '=', flowId)
          .where('flows.lite', '=', 0)
          .executeTakeFirst();
        return row ? toFlow(row) : null;
      };
      return cache.read(appId, `flow:${flowId}`, read, (flow) => flow !== null);
    },

    /** A flow as it was served: a version stays readable after the flow moves on. */
    async version(appId: string, flowId: string, version: number): Promise<StoredFlow | null> {
      const row = await db
        .selectFrom('flow_versions')
        .innerJoin('flows', (join) =>
          join
            .onRef('flows.app_id', '=', 'flow_versions.app_id')
            .onRef('flows.flow_id', '=', 'flow_versions.flow_id'),
        )
        .select(['flow_versions.flow_id', 'flows.lite', 'flow_versions.version', 'flow_versions.blueprint'])
        .where('flow_versions.app_id', '=', appId)
        .where('flow_versions.flow_id', '=', flowId)
        .where('flow_versions.version', '=', version)
        .executeTakeFirst();
      return row ? toFlow(row) : null;
    },

    /**
     * The app's coupons and plans for the modes asked, in their order (a TEST caller needs both catalogs);
     * the other mode's are empty. Both modes are read and kept together: one query each.
     */
    async catalog(appId: string, modes: readonly Mode[]): Promise<ModeCatalog> {
      const both = await cache.read(appId, 'catalog', () => readCatalog(appId));
      return {
        LIVE: modes.includes('LIVE') ? both.LIVE : NO_CATALOG,
        TEST: modes.includes('TEST') ? both.TEST : NO_CATALOG,
      };
    },
  };

  async function readCatalog(appId: string): Promise<ModeCatalog> {
    const [coupons, plans] = await Promise.all([
      db
        .selectFrom('coupons')
        .select(['mode', 'body'])
        .where('app_id', '=', appId)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('plans')
        .select(['mode', 'body'])
        .where('app_id', '=', appId)
        .orderBy('position')
        .execute(),
    ]);
    const of = <T>(rows: { mode: string; body: string }[], mode: Mode) =>
      rows.filter((row) => row.mode === mode).map((row) => JSON.parse(row.body) as T);
    return {
      LIVE: { coupons: of<Coupon>(coupons, 'LIVE'), plans: of<Plan>(plans, 'LIVE') },
      TEST: { coupons: of<Coupon>(coupons, 'TEST'), plans: of<Plan>(plans, 'TEST') },
    };
  }
}

export type FlowsStore = ReturnType<typeof createFlowsStore>;
