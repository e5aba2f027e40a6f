/**
 * The one way the widget loads a chunk of its own (docs/architecture.md "Chunks"): the dynamic import starts
 * on the first call and is shared by every later one; a failed fetch is forgotten, so the next call tries
 * again rather than failing for the rest of the page's life (a flaky network on the first click must not
 * disable the walls or the offers until reload).
 */
export interface LoadOnce<T> {
  /** The module: fetched on the first call, shared after; rejects when this attempt failed. */
  load(): Promise<T>;
  /** The module if it has arrived, else null (for synchronous paths that must not wait). */
  loaded(): T | null;
  /**
   * The module of a load already asked for, once it settles; null when none was asked for or it failed.
   * For operations that act on a chunk only if it is (or is about to be) in use, e.g. hide before show.
   */
  requested(): Promise<T | null>;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => value,
    requested: async () => loading?.catch(() => null) ?? null,
  };
}
