/** What `check(kind, options)` resolves to. */
export type WallCheckResult =
  | {
      ok: true;
      /** The wall is showing. */
      shown: boolean;
      /** Nothing was asked: a clean result of the last 24 hours for this customer stands (spec §4). */
      skipped: boolean;
      /** Why the wall is not shown, when it is not. */
      reason?: string;
    }
  | { ok: false; message: string };
