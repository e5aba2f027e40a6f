import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../contract/schemas/index.ts';
import { CHANGE_MARK_KEY, changedUnder, changeMark } from './change-mark.ts';

const KEY = 'app_1:STRIPE:cus_1:4f1c';

function subscription(id: string, status: string, mark: string | null): Subscription {
  return { id, status, metadata: mark ? { [CHANGE_MARK_KEY]: mark } : {} } as unknown as Subscription;
}

describe('which intent last changed a Stripe subscription', () => {
  it('finds the subscription an update under the key changed, and none for another key', () => {
    const subscriptions = [
      subscription('sub_a', 'active', null),
      subscription('sub_b', 'active', changeMark('update', KEY)),
    ];
    expect(changedUnder(subscriptions, KEY)?.id).toBe('sub_b');
    expect(changedUnder(subscriptions, `${KEY}x`)).toBeNull();
  });

  it('counts a cancel’s mark only once the subscription is canceled (the mark is written before the DELETE)', () => {
    const mark = changeMark('cancel', KEY);
    expect(changedUnder([subscription('sub_a', 'active', mark)], KEY)).toBeNull();
    expect(changedUnder([subscription('sub_a', 'canceled', mark)], KEY)?.id).toBe('sub_a');
  });

  it('keeps the key itself out of the metadata the widget receives', () => {
    expect(changeMark('update', KEY)).not.toContain('cus_1');
    expect(changeMark('update', KEY).length).toBeLessThanOrEqual(500);
  });
});
