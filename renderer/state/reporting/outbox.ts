import type { SessionResults } from '../../../contract/schemas/index.ts';
import type { KeyValueStore } from '../../domain/skip-check-keys.ts';
import { OUTBOX_MAX_AGE_MS, OUTBOX_MAX_ENTRIES } from './limits.ts';

/** Where session results wait in the browser until the backend confirmed them. */
export const OUTBOX_STORAGE_KEY = 'holdfast:undelivered-sessions';

/** Whose results these are: only a later init of the same app and customer sends them. */
export interface OutboxOwner {
  appId: string;
  /** Null in lite mode (anonymous sessions). */
  customerId: string | null;
}

/** The owner of an init's results: lite sessions are anonymous, whoever the page names. */
export function outboxOwnerOf(options: {
  appId?: string | undefined;
  customerId?: string | undefined;
  lite: boolean;
}): OutboxOwner {
  return { appId: options.appId ?? '', customerId: options.lite ? null : (options.customerId ?? null) };
}

/** One stored entry as read back: anything may be in storage, so nothing is trusted until decoded. */
type StoredEntry = Record<string, unknown>;

export interface Outbox {
  /** Keeps (or replaces) a session's results until {@link Outbox.remove}. */
  save(owner: OutboxOwner, results: SessionResults): void;
  remove(sessionKey: string): void;
  /**
   * Forgets everything `owner` left, delivered or not: a customer who logs out (clearState) leaves no
   * answers, feedback or e-mail behind in a browser the next person may use.
   */
  removeFor(owner: OutboxOwner): void;
  /**
   * Whether `owner` has anything saved before `savedBefore` (ms since the epoch) waiting: a quick look, the
   * entries are decoded when taken.
   */
  hasFor(owner: OutboxOwner, savedBefore: number): boolean;
  /**
   * Takes out what `owner` saved before `savedBefore`, undecoded (outbox-take.ts decodes it); drops entries
   * older than the maximum age. Entries saved later (this visit's own sessions, in flight) stay.
   */
  takeRawFor(owner: OutboxOwner, savedBefore: number): unknown[];
}

const isEntry = (item: unknown): item is StoredEntry => typeof item === 'object' && item !== null;

function sessionKeyOf(entry: StoredEntry): unknown {
  const results = entry.results;
  return typeof results === 'object' && results !== null ? Reflect.get(results, 'sessionKey') : undefined;
}

/**
 * A small store of undelivered session results in localStorage: written synchronously (so it survives a tab
 * killed while hidden, where no request can be trusted to finish) and read at the next init. Storage may be
 * missing, full or hold garbage; then the outbox simply holds nothing. The auth hash is never stored: the
 * results go out with the identity of the next init, and only when it is the same customer. Writing needs no
 * schema, so this part lives in the main chunk; the results are checked when taken (outbox-take.ts, with the
 * delivery code).
 */
export function createOutbox(store: KeyValueStore, now: () => number): Outbox {
  function read(): StoredEntry[] {
    try {
      const raw = store.get(OUTBOX_STORAGE_KEY);
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  function write(entries: StoredEntry[]): void {
    try {
      if (entries.length === 0) store.remove(OUTBOX_STORAGE_KEY);
      else store.set(OUTBOX_STORAGE_KEY, JSON.stringify(entries.slice(-OUTBOX_MAX_ENTRIES)));
    } catch {
      // Storage denied or full: delivery still goes on in this page.
    }
  }

  const fresh = (entry: StoredEntry) =>
    typeof entry.savedAt === 'number' && now() - entry.savedAt <= OUTBOX_MAX_AGE_MS;
  const owns = (owner: OutboxOwner, savedBefore: number) => (entry: StoredEntry) =>
    entry.appId === owner.appId &&
    entry.customerId === owner.customerId &&
    typeof entry.savedAt === 'number' &&
    entry.savedAt < savedBefore;

  return {
    save(owner, results) {
      const others = read().filter((entry) => sessionKeyOf(entry) !== results.sessionKey && fresh(entry));
      write([...others, { appId: owner.appId, customerId: owner.customerId, savedAt: now(), results }]);
    },
    remove(sessionKey) {
      const entries = read();
      const kept = entries.filter((entry) => sessionKeyOf(entry) !== sessionKey);
      if (kept.length !== entries.length) write(kept);
    },
    removeFor(owner) {
      const entries = read();
      const kept = entries.filter((entry) => !owns(owner, Number.POSITIVE_INFINITY)(entry));
      if (kept.length !== entries.length) write(kept);
    },
    hasFor(owner, savedBefore) {
      return read().filter(fresh).some(owns(owner, savedBefore));
    },
    takeRawFor(owner, savedBefore) {
      const entries = read().filter(fresh);
      const mine = entries.filter(owns(owner, savedBefore));
      write(entries.filter((entry) => !mine.includes(entry)));
      return mine.map((entry) => entry.results);
    },
  };
}
