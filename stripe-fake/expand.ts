/**
 * `expand[]` on the way out: each dotted path replaces an id with its object (`latest_invoice`,
 * `invoice_settings.default_payment_method`, `data.payments.data.payment.payment_intent`, …), walking into
 * lists' `data`, and fills the fields Stripe includes only when asked (a customer's `subscriptions`, an
 * invoice's `payments`). A path through a field that holds no id is refused, as Stripe refuses it.
 */
import { snapshot } from './engine.ts';
import { invalidParam } from './errors.ts';
import { type FakeState, findAny, listOf } from './state.ts';

type Node = Record<string, unknown>;

function includable(state: FakeState, node: Node, key: string): unknown {
  if (node.object === 'customer' && key === 'subscriptions') {
    const data = [...state.subscriptions.values()].filter(
      (s) => s.customer === node.id && s.status !== 'canceled',
    );
    return listOf(snapshot(data), `/v1/customers/${String(node.id)}/subscriptions`);
  }
  if (node.object === 'invoice' && key === 'payments') {
    const data = [...state.invoicePayments.values()].filter((p) => p.invoice === node.id);
    return listOf(snapshot(data), `/v1/invoice_payments?invoice=${String(node.id)}`);
  }
  return undefined;
}

function expandValue(state: FakeState, value: unknown, path: string): unknown {
  if (typeof value !== 'string') return value;
  const found = findAny(state, value);
  if (!found) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
  return snapshot(found);
}

function walk(state: FakeState, node: unknown, segments: string[], path: string): void {
  if (Array.isArray(node)) {
    for (const element of node) walk(state, element, segments, path);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const [key, ...rest] = segments;
  if (key === undefined) return;
  const object = node as Node;
  let value = object[key];
  if (value === undefined) value = includable(state, object, key);
  if (value === undefined) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
  value = Array.isArray(value)
    ? value.map((entry) => expandValue(state, entry, path))
    : expandValue(state, value, path);
  object[key] = value;
  if (rest.length > 0) walk(state, value, rest, path);
}

/** The object as the API answers it: a copy, with the asked-for paths expanded. */
export function present<T>(state: FakeState, object: T, expands: readonly string[]): T {
  const copy = snapshot(object);
  for (const path of expands) walk(state, copy, path.split('.'), path);
  return copy;
}
