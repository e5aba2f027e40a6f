/**
 * Object ids with Stripe's prefixes (`cus_`, `sub_`, `in_`, …) and its alphabet, so an adapter that checks
 * or routes on a prefix meets the real thing. The prefix of an id names its kind (resourceMissing uses it).
 */
import { randomBytes } from 'node:crypto';

export const ID_PREFIXES = {
  customer: 'cus',
  product: 'prod',
  price: 'price',
  coupon: '', // coupons take the id the business chose, or a random one without a prefix
  discount: 'di',
  subscription: 'sub',
  subscriptionItem: 'si',
  invoice: 'in',
  lineItem: 'il',
  invoicePayment: 'inpay',
  paymentIntent: 'pi',
  paymentMethod: 'pm',
  setupIntent: 'seti',
  event: 'evt',
  request: 'req',
  webhookEndpoint: 'we',
} as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

export function newId(kind: keyof typeof ID_PREFIXES): string {
  const prefix = ID_PREFIXES[kind];
  return prefix ? `${prefix}_${randomToken(24)}` : randomToken(8);
}

/** A client secret as Stripe forms them: `<intent id>_secret_<token>`. */
export function clientSecretFor(intentId: string): string {
  return `${intentId}_secret_${randomToken(24)}`;
}

/** A webhook signing secret (`whsec_…`). */
export function newWebhookSecret(): string {
  return `whsec_${randomToken(32)}`;
}
