import { KEPT_RECORDINGS_MARK } from './kept-mark.ts';

/**
 * Where a recording waits for its upload when the page may go first: IndexedDB, since a recording is far
 * over what localStorage holds and a synchronous write of megabytes would freeze the page. A write queued in
 * pagehide must not wait for the database to open, so the page opens it when a recording starts, and from
 * then on `put` queues its transaction at once (the value is cloned synchronously, then written). Storage
 * may be missing or refuse: then nothing is kept and the recording goes out only while the page lives.
 */
export interface KeptStore {
  /** Keeps (or replaces) the entry under its `sessionKey`. */
  put(entry: { sessionKey: string }): void;
  remove(sessionKey: string): void;
  /** Everything kept, unchecked (storage is outside our control). */
  all(): Promise<unknown[]>;
}

const DATABASE = 'holdfast';
const RECORDINGS = 'recordings';

function mark(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEPT_RECORDINGS_MARK, '1');
    else localStorage.removeItem(KEPT_RECORDINGS_MARK);
  } catch {
    // No localStorage: the next visit cannot know to look, and the entry expires unseen.
  }
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(RECORDINGS, { keyPath: 'sessionKey' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let store: KeptStore | null | undefined;

/** The page's one store (opened on first use); null when the browser has no IndexedDB. */
export function keptStore(): KeptStore | null {
  if (store !== undefined) return store;
  if (typeof indexedDB === 'undefined') {
    store = null;
    return store;
  }
  let db: IDBDatabase | null = null;
  const opening = open().then((opened) => {
    db = opened;
    return opened;
  });
  opening.catch((error: unknown) =>
    console.warn('[holdfast] recordings cannot be kept in this browser', error),
  );
  const write = (work: (recordings: IDBObjectStore) => void) => {
    const run = (database: IDBDatabase) => {
      try {
        const transaction = database.transaction(RECORDINGS, 'readwrite');
        work(transaction.objectStore(RECORDINGS));
        // Committed now, not when this task ends: in pagehide the page may be torn down first, which would
        // abort a transaction still waiting to commit (commit() is missing in older browsers).
        transaction.commit?.();
      } catch (error) {
        console.warn('[holdfast] a kept recording could not be written', error);
      }
    };
    if (db) run(db);
    else void opening.then(run, () => undefined);
  };
  store = {
    put(entry) {
      mark(true);
      write((recordings) => recordings.put(entry));
    },
    remove: (sessionKey) => write((recordings) => recordings.delete(sessionKey)),
    all: () =>
      opening.then(
        (database) =>
          new Promise<unknown[]>((resolve) => {
            const request = database.transaction(RECORDINGS).objectStore(RECORDINGS).getAll();
            request.onsuccess = () => {
              // Nothing left: later visits need not look (a put meanwhile sets the mark again).
              if (request.result.length === 0) mark(false);
              resolve(request.result);
            };
            request.onerror = () => resolve([]);
          }),
        () => [],
      ),
  };
  return store;
}

/** Tests put an in-memory store in; undefined goes back to the browser's. */
export function setKeptStore(replacement: KeptStore | null | undefined): void {
  store = replacement;
}
