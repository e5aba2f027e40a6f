/**
 * Reading a customer's subscription back over the contract, as the widget does after an action, and the
 * date arithmetic the pause and discount rules are stated in (calendar months from a start).
 */
import { expect } from 'vitest';
import {
  CustomerAnswerSchema,
  EmbedAnswerSchema,
  type Mode,
  type Subscription,
} from '../../../../contract/schemas/index.ts';
import type { SeededCustomer } from '../seed/roster.ts';
import type { ContractClient } from './contract-client.ts';
import { expectAnswer } from './expect-reply.ts';

export const DAY_SECONDS = 86_400;

/**
 * Loads the cancel flow for the customer, as the widget does before any offer is taken: a server may check
 * a money action against what this customer was served (issue 19), so the suite never acts unserved.
 */
export async function serve(
  api: ContractClient,
  customer: SeededCustomer,
  mode: Mode = 'LIVE',
): Promise<Subscription> {
  const answer = expectAnswer(await api.call('embed', { as: customer, mode, body: {} }), EmbedAnswerSchema);
  return subscriptionIn(answer.customer?.subscriptions.data ?? [], customer);
}

/** The customer's subscription as GET embed/customer answers it now. */
export async function currentSubscription(
  api: ContractClient,
  customer: SeededCustomer,
): Promise<Subscription> {
  const answer = expectAnswer(await api.call('customer', { as: customer }), CustomerAnswerSchema);
  return subscriptionIn(answer.subscriptions.data, customer);
}

function subscriptionIn(subscriptions: Subscription[], customer: SeededCustomer): Subscription {
  const found = subscriptions.find((subscription) => subscription.id === customer.subscriptionId);
  if (!found) throw new Error(`${customer.customerId} has no subscription ${customer.subscriptionId}`);
  return found;
}

/**
 * `months` calendar months after a unix time, in UTC, the day clamped to the target month's last (31 Jan + 1
 * month is 28/29 Feb, as billing providers and date-fns count, not 2/3 Mar).
 */
export function addMonthsSeconds(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/**
 * Two times agree within a tolerance: where the contract states a rule in days or months, a backend may
 * round to its own clock or the day, which is not a difference in behaviour.
 */
export function expectNear(
  actual: number | null | undefined,
  expected: number,
  toleranceSeconds: number,
): void {
  expect(actual, `expected ${actual} within ${toleranceSeconds}s of ${expected}`).toBeTypeOf('number');
  expect(Math.abs((actual ?? 0) - expected)).toBeLessThanOrEqual(toleranceSeconds);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
