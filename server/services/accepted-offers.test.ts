import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { FLOW_ID, OFFER } from '../testing/server-seed.ts';

describeOnBothDialects(
  'money actions: the offers they accepted count, with or without session results',
  (server) => {
    const serve = async (as: string, mode: 'LIVE' | 'TEST' = 'LIVE') =>
      expect((await server.call('embed', { as, mode, body: {} })).status).toBe(200);

    it('refuses a second discount (a new Idempotency-Key) when no session results were posted', async () => {
      await serve('ada');
      const body = { coupon: OFFER.coupon, blueprintId: FLOW_ID };
      const first = await server.call('discount', { as: 'ada', body });
      expect(first.status).toBe(200);
      const second = await server.call('discount', { as: 'ada', body });
      expect(second.status).toBe(403);
    });

    it('replays the first discount under its own key (the kept offer does not refuse its own retry)', async () => {
      await serve('bob');
      const body = { coupon: OFFER.coupon, blueprintId: FLOW_ID };
      const key = randomUUID();
      const first = await server.call('discount', { as: 'bob', key, body });
      const again = await server.call('discount', { as: 'bob', key, body });
      expect(first.status).toBe(200);
      expect(again).toMatchObject({ status: 200, body: first.body });
    });

    it('stops offering the discount in the next embed load (the history the widget gets counts it too)', async () => {
      await serve('cyd');
      await server.call('discount', { as: 'cyd', body: { coupon: OFFER.coupon, blueprintId: FLOW_ID } });
      await serve('cyd');
      const again = await server.call('discount', {
        as: 'cyd',
        body: { coupon: OFFER.coupon, blueprintId: FLOW_ID },
      });
      expect(again.status).toBe(403);
    });

    it('keeps nothing for a refused action: a 403 accepts no offer', async () => {
      await serve('dee');
      const other = await server.call('discount', {
        as: 'dee',
        body: { coupon: 'OTHER10', blueprintId: FLOW_ID },
      });
      expect(other.status).toBe(403);
      const served = await server.call('discount', {
        as: 'dee',
        body: { coupon: OFFER.coupon, blueprintId: FLOW_ID },
      });
      expect(served.status).toBe(200);
    });

    it('keeps an accepted pause: once resumed, the pause cooldown refuses another pause', async () => {
      await serve('eve');
      const pause = { duration: 1, interval: 'MONTH', date: null };
      expect((await server.call('pause', { as: 'eve', body: pause })).status).toBe(200);
      expect((await server.call('resume', { as: 'eve', body: {} })).status).toBe(200);
      await serve('eve');
      expect((await server.call('pause', { as: 'eve', body: pause })).status).toBe(403);
    });
  },
);
