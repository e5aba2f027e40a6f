/**
 * docs/api.md "Limits" lets each backend choose its identity rate limits (the mock's: 5 a minute per e-mail,
 * 10 unknown e-mails a minute per app) as long as it answers 429. The suite asserts a limit exists within a
 * bound any protection of a six-digit code must meet, not the mock's numbers.
 */
import type { Reply } from './contract-client.ts';

export const ATTEMPTS_BOUND = 30;

/** Makes up to ATTEMPTS_BOUND attempts, stopping at the first 429; returns every reply. */
export async function attemptUntilThrottled(attempt: (index: number) => Promise<Reply>): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let index = 0; index < ATTEMPTS_BOUND; index += 1) {
    const reply = await attempt(index);
    replies.push(reply);
    if (reply.status === 429) break;
  }
  return replies;
}
