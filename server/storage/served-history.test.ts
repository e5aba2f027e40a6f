/**
 * The money action's one read (served-history.ts) answers what the two reads it replaces answer — the
 * customer's recent servings in the caller's mode, newest first and at most 20, and their history of sessions
 * and accepted offers, oldest first — on both databases, and nothing of another customer, mode or day.
 */
import { describe, expect, it } from 'vitest';
import type { AcceptedOffer } from '../../contract/schemas/index.ts';
import { useMigratedDatabase } from '../testing/migrated-database.ts';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { recordAcceptedOffer } from './accepted-offers-store.ts';
import { createServedHistory } from './served-history.ts';
import { createServingsStore } from './servings-store.ts';
import { createSessionsStore } from './sessions-store.ts';

const APP = 'app_served';
const ME = 'STRIPE:cus_me';
const OTHER = 'STRIPE:cus_other';
const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const pause: AcceptedOffer = {
  guid: 'offer_pause',
  offerType: 'PAUSE',
  dynamic: false,
  discountConfig: null,
  redirectConfig: null,
  trialExtensionConfig: null,
  pauseDuration: 1,
  pauseInterval: 'MONTH',
  couponDuration: null,
};

for (const dialect of DIALECTS) {
  describe(`one read of servings and history [${dialect}]`, () => {
    const under = useMigratedDatabase(dialect, async (db) => {
      const servings = createServingsStore(db);
      const sessions = createSessionsStore(db);
      // 25 loads in TEST, out of order, the first a day before the rest; one in LIVE; one of another customer.
      for (const minute of [3, 1, 2, ...Array.from({ length: 22 }, (_, index) => 10 + index)])
        await servings.record(
          APP,
          ME,
          'TEST',
          { flowId: `flow_${minute}`, version: minute, dynamicOffers: null },
          at(minute),
        );
      await servings.record(
        APP,
        ME,
        'TEST',
        { flowId: 'flow_old', version: 1, dynamicOffers: null },
        at(-2 * 24 * 60),
      );
      await servings.record(APP, ME, 'LIVE', { flowId: 'flow_live', version: 1, dynamicOffers: null }, at(5));
      await servings.record(
        APP,
        OTHER,
        'TEST',
        { flowId: 'flow_other', version: 1, dynamicOffers: null },
        at(5),
      );
      for (const [key, minute, customerKey] of [
        ['b', 7, ME],
        ['a', 4, ME],
        ['o', 4, OTHER],
      ] as const)
        await sessions.insertOnce({
          appId: APP,
          customerKey,
          sessionKey: key,
          lite: false,
          results: null,
          acceptedOffer: key === 'a' ? pause : null,
          offerOptions: null,
          aborted: false,
          canceled: key === 'b',
          createdAt: at(minute).toISOString(),
        });
      await sessions.insertOnce({
        appId: APP,
        customerKey: ME,
        sessionKey: 'lite',
        lite: true,
        results: null,
        acceptedOffer: null,
        offerOptions: null,
        aborted: false,
        canceled: true,
        createdAt: at(6).toISOString(),
      });
      await recordAcceptedOffer(db, {
        appId: APP,
        customerKey: ME,
        idempotencyKey: 'key_1',
        acceptedOffer: pause,
        offerOptions: { pauseEndDate: '2027-01-01' },
        at: at(5),
      });
    });

    it('answers what the two reads answer', async () => {
      const since = at(-60);
      const read = await createServedHistory(under.database.db)(APP, ME, 'TEST', since);
      const servings = await createServingsStore(under.database.db).recent(APP, ME, 'TEST', since);
      const history = await createSessionsStore(under.database.db).history(APP, ME);
      expect(read).toEqual({ servings, sessions: history });
      // And what those are: the 20 newest TEST loads of this customer since `since`, newest first …
      expect(read.servings.map((serving) => serving.flowId)).toEqual(
        Array.from({ length: 20 }, (_, index) => `flow_${31 - index}`),
      );
      // … and their full-flow sessions and accepted offers, oldest first.
      expect(
        read.sessions.map((session) => [
          session._id?.startsWith('accepted:') ? 'accepted' : 'session',
          session.createdAt,
        ]),
      ).toEqual([
        ['session', at(4).toISOString()],
        ['accepted', at(5).toISOString()],
        ['session', at(7).toISOString()],
      ]);
      expect(read.sessions[1]).toMatchObject({
        acceptedOffer: pause,
        offerOptions: { pauseEndDate: '2027-01-01' },
      });
    });

    it('answers nothing for a customer with no loads and no history', async () => {
      expect(await createServedHistory(under.database.db)(APP, 'STRIPE:cus_nobody', 'TEST', at(-60))).toEqual(
        {
          servings: [],
          sessions: [],
        },
      );
    });
  });
}
