import * as v from 'valibot';
import { isRecord } from '../../../contract/is-record.ts';
import { type SessionResults, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import { ownEntries } from '../../../contract/schemas/own-entries.ts';
import type { Outbox, OutboxOwner } from './outbox.ts';
import { capFreeTexts } from './payload-size.ts';

/**
 * Takes out the session results `owner` left undelivered before `savedBefore`, each checked against the wire
 * schema: storage is outside our control, so whatever does not decode is dropped rather than sent. A free text
 * longer than the contract takes now (saved by an earlier version) is cut to the limit first, not the session
 * dropped for it.
 */
export function takeUndelivered(outbox: Outbox, owner: OutboxOwner, savedBefore: number): SessionResults[] {
  return outbox.takeRawFor(owner, savedBefore).flatMap((raw) => {
    const decoded = v.safeParse(ownEntries(SessionResultsSchema), isRecord(raw) ? capFreeTexts(raw) : raw);
    return decoded.success ? [decoded.output] : [];
  });
}
