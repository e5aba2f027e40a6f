import * as v from 'valibot';
import { type SessionResults, SessionResultsSchema } from '../../api/schemas/index.ts';
import { ownEntries } from '../../api/schemas/own-entries.ts';
import type { KeyValueStore } from '../../domain/skip-check.ts';
import { OUTBOX_MAX_AGE_MS, OUTBOX_MAX_ENTRIES } from './limits.ts';

/** Where session results wait in the browser until the backend confirmed them. */
export const OUTBOX_STORAGE_KEY = 'holdfast:undelivered-sessions';

/** Whose results these are: only a later init of the same app and customer sends them. */
export interface OutboxOwner {
  appId: string;
  /** Null in lite mode (anonymous sessions). */
  customerId: string | null;
}

const EntrySchema = v.object({
  appId: v.string(),
  customerId: v.nullable(v.string()),
  /** Epoch ms. */
  savedAt: v.number(),
  results: SessionResultsSchema,
});
type OutboxEntry = v.InferOutput<typeof EntrySchema>;

export interface Outbox {
  /** Keeps (or replaces) a session's results until {@link Outbox.remove}. */
  save(owner: OutboxOwner, results: SessionResults): void;
  remove(sessionKey: string): void;
  /** Takes out the results `owner` may send now; drops entries older than the maximum age. */
  takeFor(owner: OutboxOwner): SessionResults[];
}

/**
 * A small store of undelivered session results in localStorage: written synchronously (so it survives a tab
 * killed while hidden, where no request can be trusted to finish) and read at the next init. Storage may be
 * missing, full or hold garbage; then the outbox simply holds nothing. The auth hash is never stored: the
 * results go out with the identity of the next init, and only when it is the same customer.
 */
export function createOutbox(store: KeyValueStore, now: () => number): Outbox {
  function read(): OutboxEntry[] {
    let raw: string | null;
    try {
      raw = store.get(OUTBOX_STORAGE_KEY);
    } catch {
      return [];
    }
    if (raw === null) return [];
    try {
      const parsed = v.safeParse(v.array(v.unknown()), JSON.parse(raw));
      if (!parsed.success) return [];
      return parsed.output.flatMap((item) => {
        const entry = v.safeParse(ownEntries(EntrySchema), item);
        return entry.success ? [entry.output] : [];
      });
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]): void {
    try {
      if (entries.length === 0) store.remove(OUTBOX_STORAGE_KEY);
      else store.set(OUTBOX_STORAGE_KEY, JSON.stringify(entries.slice(-OUTBOX_MAX_ENTRIES)));
    } catch {
      // Storage denied or full: delivery still goes on in this page.
    }
  }

  const fresh = (entry: OutboxEntry) => now() - entry.savedAt <= OUTBOX_MAX_AGE_MS;

  return {
    save(owner, results) {
      const others = read().filter(
        (entry) => entry.results.sessionKey !== results.sessionKey && fresh(entry),
      );
      write([...others, { ...owner, savedAt: now(), results }]);
    },
    remove(sessionKey) {
      const entries = read();
      const kept = entries.filter((entry) => entry.results.sessionKey !== sessionKey);
      if (kept.length !== entries.length) write(kept);
    },
    takeFor(owner) {
      const entries = read().filter(fresh);
      const mine = entries.filter(
        (entry) => entry.appId === owner.appId && entry.customerId === owner.customerId,
      );
      write(entries.filter((entry) => !mine.includes(entry)));
      return mine.map((entry) => entry.results);
    },
  };
}
