/**
 * Which flow a lite (insight) session ran, for its facts. embed-lite records no serving (its caller may be
 * anonymous, and money actions must not be checked against a flow without offers), so the flow is found from
 * what the session names, as services/embed.ts `loadLite` chose it: the app's first lite flow when the
 * session's blueprint is that one's, else the full flow of that id, from which the lite flow was derived (the
 * host named it with `flowId`, or the app has no lite flow). The version is the flow's current one when the
 * session is stored: a version published while the customer was in the flow takes the session.
 * Migration 014 applies the same rule to the lite sessions stored before it.
 */
import type { SessionResults } from '../../contract/schemas/index.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { type PublishedBlueprint, publishedBlueprint } from '../services/published-blueprints.ts';

/** The flow version the lite session ran, decoded, or null when the app has no such flow (any more). */
export async function liteFlowOf(
  deps: ServiceDeps,
  appId: string,
  results: SessionResults,
): Promise<PublishedBlueprint | null> {
  const blueprintId = results.blueprintId;
  if (blueprintId === null) return null;
  const first = await deps.flows.first(appId, true);
  const stored = first && (await publishedBlueprint(deps.flows, appId, first.flowId, first.version));
  // A lite flow may share its blueprint's id with a full one (the seed names it `<id>#lite`): the steps tell.
  const guids = new Set(stored?.blueprint?.steps.map((step) => step.guid));
  if (stored?.blueprint?._id === blueprintId && results.stepsViewed.every((step) => guids.has(step.guid)))
    return stored;
  const full = await deps.flows.byId(appId, blueprintId);
  return full && publishedBlueprint(deps.flows, appId, full.flowId, full.version);
}
