/**
 * Money actions of one customer run one at a time and each is checked against the subscription as the
 * billing provider holds it when its turn comes, not as it was when its request started: two tabs of one
 * customer, one cancelling and one accepting an offer, or two offers at once. The callers below are
 * identified (which reads the customer) before the other tab's action, as a request that was read just
 * before another one landed; on both databases.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { CANCEL_SCHEDULED_TEXT } from '../../contract/cancel-scheduled.ts';
import type { ActionAnswer } from '../../contract/schemas/index.ts';
import { customerKeyOf } from '../storage/customer-key.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID, OFFER } from '../testing/server-seed.ts';
import { hashFor } from '../testing/test-client.ts';
import { identify, type KnownCaller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { IDEMPOTENCY_WAIT_MS, requestHash } from './idempotency.ts';
import { MESSAGES } from './messages.ts';
import * as actions from './money-actions.ts';
import type { Outcome } from './outcome.ts';

const PAUSE = { duration: 1, interval: 'MONTH', date: null } as const;
const DISCOUNT = { coupon: OFFER.coupon, customerAmount: null, customDuration: null, blueprintId: FLOW_ID };
const BASIC = { planId: 'plan_basic' };
const ACTS = { pause: actions.pause, discount: actions.discount, updatePlan: actions.updatePlan };
type ActionInput = Parameters<Parameters<typeof actions.runMoneyAction>[3]>[0];

describeOnBothDialects('money actions of one customer, one at a time against fresh state', (server) => {
  const deps = (): ServiceDeps => server.started.server.deps;

  /** The caller a request of `name` starts with: identified, so its customer is read now. */
  async function identified(name: string): Promise<KnownCaller> {
    const caller = await identify(
      'customer',
      {
        appId: APP_ID,
        pathAppId: null,
        customerId: `cus_${name}`,
        authHash: hashFor(name),
        mode: 'LIVE',
        provider: null,
        subscriptionId: null,
      },
      deps().apps,
      deps().billing,
      deps().now(),
    );
    if (!caller.ok) throw new Error(caller.message);
    return caller.value as KnownCaller;
  }

  /** The rest of that request: its money action, as the route runs it. */
  async function act<K extends keyof typeof ACTS>(
    caller: KnownCaller,
    name: K,
    body: Parameters<(typeof ACTS)[K]>[1],
  ): Promise<Outcome<ActionAnswer>> {
    const call = { name, key: randomUUID(), body, subscriptionId: null };
    const run = ACTS[name] as (input: ActionInput, request: typeof body) => Promise<actions.ActionOutcome>;
    const answer = await actions.runMoneyAction(deps(), caller, call, (input) => run(input, body));
    return answer.outcome;
  }

  const serve = async (as: string) => {
    expect((await server.call('embed', { as, body: {} })).status).toBe(200);
  };

  it('refuses an offer read before a cancel from another tab landed: 400, already set to cancel', async () => {
    await serve('ada');
    const offerTab = await identified('ada');
    const cancel = await server.call('cancel', { as: 'ada', body: { cancelAtPeriodEnd: true } });
    expect(cancel.status).toBe(200);
    expect(await act(offerTab, 'discount', DISCOUNT)).toEqual({
      ok: false,
      reason: 'invalid',
      message: CANCEL_SCHEDULED_TEXT,
    });
    const after = await server.call('customer', { as: 'ada' });
    const subscription = (after.body as { subscriptions: { data: Record<string, unknown>[] } }).subscriptions
      .data[0]!;
    expect(subscription).toMatchObject({ cancel_at_period_end: true, discount: null });
  });

  it('checks two plan changes started at once each against the plan the other left: one change, not two', async () => {
    await serve('bob');
    const [first, second] = [await identified('bob'), await identified('bob')];
    const outcomes = await Promise.all([act(first, 'updatePlan', BASIC), act(second, 'updatePlan', BASIC)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toMatchObject([
      { value: { subscription: { items: { data: [{ price: { id: 'plan_basic' } }] } } } },
    ]);
    // On plan_basic now, the offer has no plan left for this customer (plan_eur is in another currency).
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      {
        ok: false,
        reason: 'forbidden',
        message: MESSAGES.offerHidden("Plan 'plan_basic'", 'plan-change-no-valid-plans'),
      },
    ]);
  });

  it('lets a cancel through a pending key whose request died (its lease ran out), without waiting', async () => {
    const scope = { appId: APP_ID, customerKey: customerKeyOf('STRIPE', 'cus_dee'), key: randomUUID() };
    const longAgo = new Date(deps().now().getTime() - 60_000);
    expect(await deps().idempotency.claim(scope, requestHash('pause', PAUSE), longAgo, 1_000)).toEqual({
      kind: 'acquired',
      takeover: false,
    });
    const started = Date.now();
    const cancel = await server.call('cancel', { as: 'dee', body: { cancelAtPeriodEnd: true } });
    expect(cancel.status).toBe(200);
    // A cancel that waited would be answered 503 after IDEMPOTENCY_WAIT_MS; half of it leaves a loaded machine room.
    expect(Date.now() - started).toBeLessThan(IDEMPOTENCY_WAIT_MS / 2);
  });

  it('makes a cancel wait for an offer still running, then cancels', async () => {
    const scope = { appId: APP_ID, customerKey: customerKeyOf('STRIPE', 'cus_eve'), key: randomUUID() };
    expect(await deps().idempotency.claim(scope, requestHash('pause', PAUSE), deps().now())).toEqual({
      kind: 'acquired',
      takeover: false,
    });
    let finished = false;
    const cancel = server.call('cancel', { as: 'eve', body: { cancelAtPeriodEnd: true } }).then((reply) => {
      finished = true;
      return reply;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished).toBe(false);
    await deps().idempotency.complete(scope, JSON.stringify({ ok: false, reason: 'forbidden', message: '' }));
    expect((await cancel).status).toBe(200);
  });
});
