/**
 * The offers a customer accepted through money actions (migration 011): written with the Idempotency-Key's
 * kept answer, in its transaction, so an offer is recorded exactly when its action's answer is; read back as
 * sessions by sessions-store.ts `history`.
 */
import type { Insertable, Kysely } from 'kysely';
import type { AcceptedOffer, Session } from '../../contract/schemas/index.ts';
import type { Database } from './tables.ts';
import type { AcceptedOffersTable } from './widget-tables.ts';

/** How an accepted offer's row is named among the sessions of the history (its Idempotency-Key follows). */
export const ACCEPTED_ID_PREFIX = 'accepted:';

export interface NewAcceptedOffer {
  appId: string;
  customerKey: string;
  idempotencyKey: string;
  acceptedOffer: AcceptedOffer;
  offerOptions: Session['offerOptions'];
  at: Date;
}

/** The row of an accepted offer. */
export function acceptedOfferRow(accepted: NewAcceptedOffer): Insertable<AcceptedOffersTable> {
  return {
    app_id: accepted.appId,
    customer_key: accepted.customerKey,
    idempotency_key: accepted.idempotencyKey,
    accepted_offer: JSON.stringify(accepted.acceptedOffer),
    offer_options: accepted.offerOptions?.pauseEndDate
      ? JSON.stringify({ pauseEndDate: accepted.offerOptions.pauseEndDate })
      : null,
    created_at: accepted.at.toISOString(),
  };
}

export async function recordAcceptedOffer(
  executor: Kysely<Database>,
  accepted: NewAcceptedOffer,
): Promise<void> {
  await executor
    .insertInto('accepted_offers')
    .values(acceptedOfferRow(accepted))
    .onConflict((conflict) => conflict.columns(['app_id', 'customer_key', 'idempotency_key']).doNothing())
    .execute();
}
