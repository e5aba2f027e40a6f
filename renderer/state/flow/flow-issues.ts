import type { CreateIssue } from '../../../contract/schemas/index.ts';
import { discountCooldownActive, pauseCooldownActive } from '../../domain/cooldowns.ts';
import { blueprintOffers } from '../../domain/navigation.ts';
import { offerVisibility } from '../../domain/offer-visibility.ts';
import { resolveOffer, visibilityContext } from './context.ts';
import { fileIssue } from './issues.ts';
import type { FlowRuntime } from './runtime.ts';
import type { FlowStore } from './store.ts';

/**
 * The issues this customer's flow raises (spec §8), found once per load (load-checks.ts files them once the
 * first step is on screen) rather than when the customer happens to reach an offer: a skipped offer is never
 * reached, yet its 'missing-coupon' must be filed. Covers each offer's dynamic offers
 * ('invalid-dynamic-offers') and visibility ('missing-coupon', cooldown data that cannot be read), and the
 * cooldowns the session results report ('latest-discount-expiration', 'latest-pause-expiration').
 */
export function flowIssues(store: FlowStore, runtime: FlowRuntime): CreateIssue[] {
  const data = store.data;
  if (!data || runtime.options.lite) return [];
  const issues: CreateIssue[] = [];
  const context = visibilityContext(store, runtime);
  for (const offer of blueprintOffers(data.blueprint.steps)) {
    const resolved = resolveOffer(store, runtime, offer);
    if (resolved.issue) issues.push(resolved.issue);
    const visibility = context ? offerVisibility(resolved.offer, context) : null;
    if (visibility?.issue) issues.push(visibility.issue);
  }
  const now = runtime.now();
  const { discountCooldown, pauseCooldown } = data.blueprint;
  for (const cooldown of [
    discountCooldownActive(data.sessions, discountCooldown, now),
    pauseCooldownActive(data.sessions, pauseCooldown, now),
  ]) {
    if (cooldown.issue) issues.push(cooldown.issue);
  }
  return issues;
}

/** Files the flow's issues (see {@link flowIssues}), each once per session. */
export function fileFlowIssues(store: FlowStore, runtime: FlowRuntime): void {
  for (const issue of flowIssues(store, runtime)) fileIssue(runtime, issue);
}
