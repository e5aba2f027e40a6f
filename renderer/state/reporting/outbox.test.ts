import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { type SessionResults, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import type { KeyValueStore } from '../../domain/skip-check.ts';
import { OUTBOX_MAX_AGE_MS } from './limits.ts';
import { createOutbox, OUTBOX_STORAGE_KEY } from './outbox.ts';
import { takeUndelivered } from './outbox-take.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

function results(sessionKey: string): SessionResults {
  return v.parse(SessionResultsSchema, {
    sessionKey,
    blueprintId: 'bp_1',
    recording: false,
    aborted: true,
    canceled: false,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: null,
    surveyChoiceId: null,
    feedback: 'Too pricey',
    followupResponse: null,
    followupQuestion: null,
    customActionHandler: false,
    provider: 'STRIPE',
    cooldowns: null,
    customer: { id: 'cus_1', email: 'ada@example.com', subscriptionId: 'sub_1' },
    lite: false,
    stepsViewed: [],
    presentedOffers: [],
  });
}

const ada = { appId: 'app_test', customerId: 'cus_1' };
/** The init that looks into the outbox, after the saves of these tests (their clocks say 0 or 1000). */
const INIT_AT = 2000;

describe('the outbox keeps undelivered session results for the same customer’s next visit', () => {
  it('what was saved is taken once by the same app and customer', () => {
    const store = memoryStore();
    const outbox = createOutbox(store, () => 1000);
    outbox.save(ada, results('sk_1'));
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([results('sk_1')]);
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([]);
  });

  it('another customer (or app) never sends them', () => {
    const store = memoryStore();
    const outbox = createOutbox(store, () => 1000);
    outbox.save(ada, results('sk_1'));
    expect(takeUndelivered(outbox, { appId: 'app_test', customerId: 'cus_2' }, INIT_AT)).toEqual([]);
    expect(takeUndelivered(outbox, { appId: 'app_other', customerId: 'cus_1' }, INIT_AT)).toEqual([]);
    expect(takeUndelivered(outbox, ada, INIT_AT)).toHaveLength(1);
  });

  it('saving the same session again replaces it; removing forgets it', () => {
    const outbox = createOutbox(memoryStore(), () => 1000);
    outbox.save(ada, results('sk_1'));
    outbox.save(ada, { ...results('sk_1'), aborted: false });
    outbox.save(ada, results('sk_2'));
    outbox.remove('sk_2');
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([{ ...results('sk_1'), aborted: false }]);
  });

  it('only what was saved before the init that looks is taken: this visit’s own results stay its own', () => {
    let now = 1000;
    const outbox = createOutbox(memoryStore(), () => now);
    outbox.save(ada, results('sk_earlier'));
    now = 3000;
    outbox.save(ada, results('sk_this_visit'));
    expect(outbox.hasFor(ada, 1000)).toBe(false);
    expect(outbox.hasFor(ada, INIT_AT)).toBe(true);
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([results('sk_earlier')]);
    expect(outbox.hasFor(ada, INIT_AT)).toBe(false);
    expect(takeUndelivered(outbox, ada, 4000)).toEqual([results('sk_this_visit')]);
  });

  it('entries older than the maximum age are dropped', () => {
    let now = 0;
    const outbox = createOutbox(memoryStore(), () => now);
    outbox.save(ada, results('sk_1'));
    now = OUTBOX_MAX_AGE_MS + 1;
    expect(takeUndelivered(outbox, ada, now)).toEqual([]);
  });

  it('hasFor: a quick look for the same app and customer, without taking anything', () => {
    const outbox = createOutbox(memoryStore(), () => 1000);
    expect(outbox.hasFor(ada, INIT_AT)).toBe(false);
    outbox.save(ada, results('sk_1'));
    expect(outbox.hasFor({ appId: 'app_test', customerId: 'cus_2' }, INIT_AT)).toBe(false);
    expect(outbox.hasFor(ada, INIT_AT)).toBe(true);
    expect(takeUndelivered(outbox, ada, INIT_AT)).toHaveLength(1);
  });

  it('a stored entry whose results do not decode is dropped when taken, the others are kept', () => {
    const store = memoryStore();
    const outbox = createOutbox(store, () => 1000);
    outbox.save(ada, results('sk_1'));
    const stored = JSON.parse(store.data.get(OUTBOX_STORAGE_KEY) ?? '[]');
    stored.push({ ...ada, savedAt: 1000, results: { sessionKey: 'sk_bad', aborted: 'yes' } });
    store.data.set(OUTBOX_STORAGE_KEY, JSON.stringify(stored));
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([results('sk_1')]);
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it('a session saved by an earlier version with a text over today’s limit is sent with the text cut, not dropped', () => {
    const store = memoryStore();
    const outbox = createOutbox(store, () => 1000);
    const long = {
      ...results('sk_long'),
      feedback: 'é'.repeat(40_000),
      followupResponse: 'a'.repeat(70_000),
    };
    store.data.set(OUTBOX_STORAGE_KEY, JSON.stringify([{ ...ada, savedAt: 1000, results: long }]));
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([
      {
        ...results('sk_long'),
        feedback: 'é'.repeat(MAX_FREE_TEXT_CHARS),
        followupResponse: 'a'.repeat(MAX_FREE_TEXT_CHARS),
      },
    ]);
  });

  it('garbage in storage, or storage that throws, holds nothing and breaks nothing', () => {
    const store = memoryStore();
    store.data.set(OUTBOX_STORAGE_KEY, '{not json');
    expect(
      takeUndelivered(
        createOutbox(store, () => 0),
        ada,
        INIT_AT,
      ),
    ).toEqual([]);
    store.data.set(OUTBOX_STORAGE_KEY, JSON.stringify([{ appId: 'app_test', results: { nope: 1 } }]));
    expect(
      takeUndelivered(
        createOutbox(store, () => 0),
        ada,
        INIT_AT,
      ),
    ).toEqual([]);
    const throwing: KeyValueStore = {
      get: () => {
        throw new Error('denied');
      },
      set: () => {
        throw new Error('denied');
      },
      remove: () => {
        throw new Error('denied');
      },
    };
    const outbox = createOutbox(throwing, () => 0);
    expect(() => outbox.save(ada, results('sk_1'))).not.toThrow();
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([]);
  });
});

describe('the outbox keeps nothing of a customer who logged out (clearState)', () => {
  it('removeFor forgets every entry of that customer, and only theirs', () => {
    const store = memoryStore();
    const outbox = createOutbox(store, () => 1000);
    const bob = { appId: 'app_test', customerId: 'cus_2' };
    outbox.save(ada, results('sk_1'));
    outbox.save(ada, results('sk_2'));
    outbox.save(bob, results('sk_3'));
    outbox.removeFor(ada);
    expect(takeUndelivered(outbox, ada, INIT_AT)).toEqual([]);
    expect(takeUndelivered(outbox, bob, INIT_AT).map((r) => r.sessionKey)).toEqual(['sk_3']);
  });

  it('leaves storage empty when they were the only one', () => {
    const store = memoryStore();
    const outbox = createOutbox(store, () => 1000);
    outbox.save(ada, results('sk_1'));
    outbox.removeFor(ada);
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });
});
