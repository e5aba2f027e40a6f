import * as v from 'valibot';
import { type SessionResults, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import { ownEntries } from '../../../contract/schemas/own-entries.ts';
import type { Outbox, OutboxOwner } from './outbox.ts';

/**
 * Takes out the session results `owner` left undelivered before `savedBefore`, each checked against the wire
 * schema: storage is outside our control, so whatever does not decode is dropped rather than sent.
 */
export function takeUndelivered(outbox: Outbox, owner: OutboxOwner, savedBefore: number): SessionResults[] {
  return outbox.takeRawFor(owner, savedBefore).flatMap((raw) => {
    const decoded = v.safeParse(ownEntries(SessionResultsSchema), raw);
    return decoded.success ? [decoded.output] : [];
  });
}
