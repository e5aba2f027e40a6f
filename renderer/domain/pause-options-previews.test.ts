import { describe, expect, it } from 'vitest';
import { context, endingOn } from './pause-options.testing.ts';
import { pausePreviews } from './pause-options.ts';
import { at, NOW } from './sample-data.testing.ts';

describe('A per-subscription preview (renewal date, pause from/to) for every subscription', () => {
  const first = endingOn('sub_a', '2025-04-01T00:00:00Z');
  const later = endingOn('sub_b', '2025-04-20T00:00:00Z');
  const ctx = context({ subscription: first, subscriptions: [first, later] });

  it('every subscription pauses from its own period end until the shared resume date', () => {
    expect(pausePreviews({ kind: 'units', units: 1 }, ctx)).toEqual([
      {
        subscriptionId: 'sub_a',
        planName: null,
        renewsOn: at('2025-04-01T00:00:00Z'),
        pauseFrom: at('2025-04-01T00:00:00Z'),
        pauseTo: at('2025-05-20T00:00:00Z'),
      },
      {
        subscriptionId: 'sub_b',
        planName: null,
        renewsOn: at('2025-04-20T00:00:00Z'),
        pauseFrom: at('2025-04-20T00:00:00Z'),
        pauseTo: at('2025-05-20T00:00:00Z'),
      },
    ]);
  });

  it("names each subscription by its plan: the product's name, else the price's nickname, else nothing", () => {
    const priced = (subscription: typeof first, price: Record<string, unknown>) => {
      const [item] = subscription.items.data;
      if (!item) throw new Error('no item');
      return { ...subscription, items: { data: [{ ...item, price: { ...item.price, ...price } }] } };
    };
    const named = priced(first, { product: { name: ' Pro ' }, nickname: 'pro-monthly' });
    const nicknamed = priced(later, { product: 'prod_123', nickname: 'Team yearly' });
    const both = context({ subscription: named, subscriptions: [named, nicknamed] });
    expect(pausePreviews({ kind: 'units', units: 1 }, both).map((p) => p.planName)).toEqual([
      'Pro',
      'Team yearly',
    ]);
  });

  it('a custom date is the resume date of every subscription', () => {
    const date = at('2025-05-30T00:00:00Z');
    expect(pausePreviews({ kind: 'custom', date }, ctx).map((p) => p.pauseTo)).toEqual([date, date]);
  });

  it('a custom date outside the date input bounds gives no resume date, never one before the pause', () => {
    const picker = context({
      subscription: first,
      subscriptions: [first, later],
      pauseConfig: { datePicker: true },
    });
    // Date input minimum = latest billing period end (2025-04-20); maximum = today plus 3 months (2025-06-15).
    const beforeMin = at('2025-04-10T00:00:00Z');
    const afterMax = at('2025-06-16T00:00:00Z');
    expect(pausePreviews({ kind: 'custom', date: beforeMin }, picker).map((p) => p.pauseTo)).toEqual([
      null,
      null,
    ]);
    expect(pausePreviews({ kind: 'custom', date: afterMax }, picker).map((p) => p.pauseTo)).toEqual([
      null,
      null,
    ]);
    expect(
      pausePreviews({ kind: 'custom', date: new Date(Number.NaN) }, picker).map((p) => p.pauseTo),
    ).toEqual([null, null]);
  });

  it('before a valid selection there is no pause end yet', () => {
    expect(pausePreviews({ kind: 'none' }, ctx).map((p) => p.pauseTo)).toEqual([null, null]);
    expect(pausePreviews({ kind: 'units', units: 9 }, ctx).map((p) => p.pauseTo)).toEqual([null, null]);
  });

  it('the flow subscription is previewed even when missing from the list', () => {
    const alone = context({ subscription: first, subscriptions: [later] });
    expect(pausePreviews({ kind: 'none' }, alone).map((p) => p.subscriptionId)).toEqual(['sub_a', 'sub_b']);
  });

  it('a lapsed period end pauses from now', () => {
    const lapsed = endingOn('sub_a', '2025-03-01T00:00:00Z');
    const [preview] = pausePreviews({ kind: 'units', units: 1 }, context({ subscription: lapsed }));
    expect(preview?.pauseFrom).toEqual(NOW);
    expect(preview?.renewsOn).toEqual(at('2025-03-01T00:00:00Z'));
  });
});
