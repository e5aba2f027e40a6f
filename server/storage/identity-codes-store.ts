/** Verification codes of the managed flow, by (app, provider, e-mail): hashed, with an expiry and wrong tries. */
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export interface CodeScope {
  appId: string;
  provider: string;
  email: string;
}

export function createIdentityCodesStore(db: Kysely<Database>) {
  const match = (scope: CodeScope) =>
    ({ app_id: scope.appId, provider: scope.provider, email: scope.email }) as const;
  return {
    /** Forgets codes that expired before `now` (burnt ones expire too); returns how many. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('verification_codes')
        .where('expires_at', '<', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A new code replaces any earlier one (its wrong tries and its confirmation too). */
    async replace(scope: CodeScope, codeHash: string, confirmHash: string, expiresAt: Date): Promise<void> {
      const key = match(scope);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('verification_codes')
          .where('app_id', '=', key.app_id)
          .where('provider', '=', key.provider)
          .where('email', '=', key.email)
          .execute();
        await trx
          .insertInto('verification_codes')
          .values({
            ...key,
            code_hash: codeHash,
            expires_at: expiresAt.toISOString(),
            failed_attempts: 0,
            confirm_hash: confirmHash,
            confirmed: 0,
          })
          .execute();
      });
    },

    async find(
      scope: CodeScope,
    ): Promise<{ codeHash: string; expiresAt: Date; failedAttempts: number; confirmed: boolean } | null> {
      const row = await db
        .selectFrom('verification_codes')
        .selectAll()
        .where('app_id', '=', scope.appId)
        .where('provider', '=', scope.provider)
        .where('email', '=', scope.email)
        .executeTakeFirst();
      return row
        ? {
            codeHash: row.code_hash,
            expiresAt: new Date(row.expires_at),
            failedAttempts: row.failed_attempts,
            confirmed: Number(row.confirmed) === 1,
          }
        : null;
    },

    /**
     * The e-mail's reader confirmed through the link: marks the live code with that link's token; true when
     * there was one (an expired, used or replaced code's link confirms nothing).
     */
    async confirm(confirmHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('verification_codes')
        .set({ confirmed: 1 })
        .where('confirm_hash', '=', confirmHash)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async countWrong(scope: CodeScope): Promise<void> {
      await db
        .updateTable('verification_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('app_id', '=', scope.appId)
        .where('provider', '=', scope.provider)
        .where('email', '=', scope.email)
        .execute();
    },

    /** Deletes the code if it is still this one; true for the one request that did. */
    async consume(scope: CodeScope, codeHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('verification_codes')
        .where('app_id', '=', scope.appId)
        .where('provider', '=', scope.provider)
        .where('email', '=', scope.email)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type IdentityCodesStore = ReturnType<typeof createIdentityCodesStore>;
