/**
 * What the stripe action tests (`actions-*.test.ts`) share: a backend on the test seed, fresh for each
 * test, and calls signed for a customer. Not imported by the product.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { ActionAnswerSchema, CustomerAnswerSchema, type Subscription } from '../../contract/schemas/index.ts';
import { type CallOptions, call, createTestBackend, org } from '../testing/call.ts';
import type { MockBackend } from './backend.ts';

let backend: MockBackend;

/** Gives the next test a backend of its own: `beforeEach(startFreshBackend)`. */
export function startFreshBackend(): void {
  backend = createTestBackend();
}

export const unix = (iso: string) => Date.parse(iso) / 1000;

/** POSTs `stripe/<action>` signed for `as`. */
export async function act(action: string, as: string, body: unknown, options: CallOptions = {}) {
  return call(backend, org(`stripe/${action}`), { method: 'POST', as, body, ...options });
}

/** {@link act}, expecting 200: the subscription of the answer. */
export async function actOk(
  action: string,
  as: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Subscription> {
  const response = await act(action, as, body, options);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(ActionAnswerSchema, response.body).subscription;
}

/** The subscription as a refreshed customer (GET embed/customer) shows it. */
export async function refreshed(
  as: string,
  index = 0,
  options: CallOptions = {},
): Promise<Subscription | undefined> {
  const response = await call(backend, org('embed/customer'), { as, ...options });
  return v.parse(CustomerAnswerSchema, response.body).subscriptions.data[index];
}
