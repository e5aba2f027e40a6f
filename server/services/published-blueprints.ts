/**
 * A published flow version never changes (flow_versions is written once, rollback publishes anew), so its
 * decoded blueprint is kept in memory once read: a money action checks the offers of up to 20 recent loads,
 * and reading and decoding each again was most of its cost. Kept per store (one per database), bounded.
 */
import * as v from 'valibot';
import { type Blueprint, BlueprintSchema } from '../../contract/schemas/index.ts';
import type { FlowsStore } from '../storage/flows-store.ts';

/** Versions kept per store; past it the oldest read is dropped. */
export const PUBLISHED_BLUEPRINTS_KEPT = 1_000;

export interface PublishedBlueprint {
  flowId: string;
  version: number;
  /** The decoded blueprint, or null when the stored one does not decode (shared: never mutate it). */
  blueprint: Blueprint | null;
}

const keptByStore = new WeakMap<FlowsStore, Map<string, PublishedBlueprint>>();

/** The version's decoded blueprint, or null when the app has no such version. */
export async function publishedBlueprint(
  flows: FlowsStore,
  appId: string,
  flowId: string,
  version: number,
): Promise<PublishedBlueprint | null> {
  let kept = keptByStore.get(flows);
  if (!kept) {
    kept = new Map();
    keptByStore.set(flows, kept);
  }
  const key = `${appId}\u0000${flowId}\u0000${version}`;
  const known = kept.get(key);
  if (known) return known;
  const flow = await flows.version(appId, flowId, version);
  if (!flow) return null;
  const parsed = v.safeParse(BlueprintSchema, flow.blueprint);
  const decoded = {
    flowId: flow.flowId,
    version: flow.version,
    blueprint: parsed.success ? parsed.output : null,
  };
  if (kept.size >= PUBLISHED_BLUEPRINTS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, decoded);
  return decoded;
}
