import type { Customer, Subscription } from '../../contract/schemas/customer.ts';
import { type Age, ageBetween } from './age.ts';
import { formatLongDate } from './dates.ts';
import { formatMoney } from './money.ts';
import { fromUnixSeconds, subscriptionPrice } from './subscription.ts';

/** The calculated template fields (spec §3), filled from the customer and subscription. */
export const CALCULATED_FIELDS = [
  'CUSTOMER_NAME',
  'CUSTOMER_NAME_FIRST',
  'CUSTOMER_NAME_LAST',
  'SUBSCRIPTION_STATUS',
  'SUBSCRIPTION_PRICE',
  'SUBSCRIPTION_AGE',
  'SUBSCRIPTION_START_DATE',
] as const;
export type CalculatedField = (typeof CALCULATED_FIELDS)[number];

/** Attribute name → text, as placeholders read them. Keys are case-sensitive. */
export type TemplateValues = ReadonlyMap<string, string>;

/** What a placeholder value may arrive as from metadata or host attributes. */
export type TemplateSource = Readonly<Record<string, unknown>> | null | undefined;

/** The language-dependent wording the calculated fields need; i18n's `translatorWording(t)` builds it. */
export interface TemplateWording {
  /** BCP 47 locale for numbers and dates. */
  locale: string;
  /** Words an age, plural-aware ("3 months"): i18n `age.<unit>`. */
  age(age: Age): string;
  /** Words a subscription status ("active"): i18n `subscriptionStatus.<status>`, the raw status when unknown. */
  status(status: string): string;
  /** IANA zone for the start date; the customer's own zone when absent. */
  timeZone?: string;
}

/** Splits a full name into its first word and the rest ("Mary Ann Smith" → "Mary", "Ann Smith"). */
/** A customer's name split at the first space: the first name, and the rest as the last name. */
export function splitCustomerName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

/**
 * The calculated fields as functions that work each one out when asked: formatting a price or a date
 * builds an Intl formatter, which costs tens of milliseconds the first time in a page, and most texts
 * (the first step's among them) use neither. A field that cannot be known is absent.
 */
function calculatedFieldMakers(
  customer: Pick<Customer, 'name'> | null,
  subscription: Subscription | null,
  wording: TemplateWording,
  now: Date,
): Map<CalculatedField, () => string> {
  const fields = new Map<CalculatedField, () => string>();
  const name = customer?.name?.trim();
  if (name) {
    const { first, last } = splitCustomerName(name);
    fields.set('CUSTOMER_NAME', () => name);
    fields.set('CUSTOMER_NAME_FIRST', () => first);
    if (last) fields.set('CUSTOMER_NAME_LAST', () => last);
  }
  if (!subscription) return fields;
  fields.set('SUBSCRIPTION_STATUS', () => wording.status(subscription.status));
  const price = subscriptionPrice(subscription);
  if (price)
    fields.set('SUBSCRIPTION_PRICE', () => formatMoney(price.amount, price.currency, wording.locale));
  const start = fromUnixSeconds(subscription.start_date);
  fields.set('SUBSCRIPTION_AGE', () => wording.age(ageBetween(start, now)));
  fields.set('SUBSCRIPTION_START_DATE', () =>
    formatLongDate(start, wording.locale, wording.timeZone ? { timeZone: wording.timeZone } : {}),
  );
  return fields;
}

/**
 * The calculated template fields for a customer and subscription (spec §3). A field that cannot be
 * known (no name, no subscription, no price) is left out, so a placeholder's fallback shows instead.
 */
export function calculatedFields(
  customer: Pick<Customer, 'name'> | null,
  subscription: Subscription | null,
  wording: TemplateWording,
  now: Date,
): Map<CalculatedField, string> {
  const makers = calculatedFieldMakers(customer, subscription, wording, now);
  return new Map([...makers].map(([field, make]) => [field, make()]));
}

/** A source value as placeholder text; null, empty and non-scalar values count as absent. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/**
 * Merges placeholder sources in order; later sources win (spec §3 "Customer metadata, subscription
 * metadata and customer attributes are merged; later sources win"). An absent value (null, '',
 * an object) does not erase an earlier one: not knowing something is not a value.
 */
export function mergeTemplateSources(
  ...sources: ReadonlyArray<TemplateSource | TemplateValues>
): TemplateValues {
  const merged = new Map<string, string>();
  for (const source of sources) {
    if (!source) continue;
    const entries = source instanceof Map ? source.entries() : Object.entries(source);
    for (const [key, raw] of entries) {
      const text = asText(raw);
      if (text !== null) merged.set(key, text);
    }
  }
  return merged;
}

/** What the placeholder values of a flow are computed from. */
export interface TemplateInputs {
  customer: (Pick<Customer, 'name'> & { metadata?: TemplateSource }) | null;
  subscription: Subscription | null;
  /**
   * The embed answer's externalData.customerAttributes (the backend's, e.g. from the host's customer data
   * endpoint): after the metadata, before the host's own (our order: what the page passes now is the freshest).
   */
  externalAttributes?: TemplateSource;
  /** `customerAttributes` from init or `updateCustomerAttributes` (host-supplied). */
  customerAttributes?: TemplateSource;
  wording: TemplateWording;
  now: Date;
}

/**
 * Placeholder values whose calculated fields are worked out on first read (see calculatedFieldMakers).
 * The explicit sources are stored as merged; a calculated field fills in only where none of them has a
 * value, exactly as if it had come first in the merge. Anything that lists the values works them all out.
 */
class LazyTemplateValues extends Map<string, string> {
  // Declared, set in the constructor: a class field would cost the main chunk a helper (see ApiError).
  declare private readonly pending: Map<string, () => string>;

  constructor(explicit: TemplateValues, calculated: ReadonlyMap<string, () => string>) {
    super(explicit);
    this.pending = new Map([...calculated].filter(([key]) => !explicit.has(key)));
  }

  private settle(key: string): void {
    const make = this.pending.get(key);
    if (!make) return;
    this.pending.delete(key);
    const text = asText(make());
    if (text !== null) super.set(key, text);
  }

  private settleAll(): void {
    for (const key of [...this.pending.keys()]) this.settle(key);
  }

  override get(key: string): string | undefined {
    this.settle(key);
    return super.get(key);
  }

  override has(key: string): boolean {
    this.settle(key);
    return super.has(key);
  }

  override get size(): number {
    this.settleAll();
    return super.size;
  }

  override forEach(callback: (value: string, key: string, map: Map<string, string>) => void): void {
    this.settleAll();
    super.forEach(callback);
  }

  override entries(): MapIterator<[string, string]> {
    this.settleAll();
    return super.entries();
  }

  override keys(): MapIterator<string> {
    this.settleAll();
    return super.keys();
  }

  override values(): MapIterator<string> {
    this.settleAll();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }
}

/**
 * All placeholder values of a flow. Calculated fields come FIRST, then customer metadata, subscription
 * metadata, the answer's external attributes and the host's customer attributes: every explicit source may
 * override a derived value, so a host that
 * passes its own CUSTOMER_NAME (say, a nickname) wins over the billing provider's name. Calculated
 * fields are worked out only when a text asks for them.
 */
export function templateValues(inputs: TemplateInputs): TemplateValues {
  return new LazyTemplateValues(
    mergeTemplateSources(
      inputs.customer?.metadata,
      inputs.subscription?.metadata,
      inputs.externalAttributes,
      inputs.customerAttributes,
    ),
    calculatedFieldMakers(inputs.customer, inputs.subscription, inputs.wording, inputs.now),
  );
}

/**
 * `{{ attribute | fallback }}`: the key may not contain braces or a pipe; the fallback runs to the
 * closing braces. Whitespace around both is ignored.
 */
const PLACEHOLDER = /\{\{\s*([^{}|]*?)\s*(?:\|([^{}]*))?\}\}/g;

function isValueMap(values: TemplateValues | Readonly<Record<string, string>>): values is TemplateValues {
  return values instanceof Map;
}

function lookup(values: TemplateValues | Readonly<Record<string, string>>, key: string): string | undefined {
  if (isValueMap(values)) return values.get(key);
  // Own keys only: `{{constructor}}` must not reach Object.prototype.
  return Object.hasOwn(values, key) ? values[key] : undefined;
}

/**
 * Fills `{{attribute|fallback}}` placeholders, each value or fallback passed through `encode`: the one
 * filling rule behind the text form below and the HTML form (html-templates.ts).
 */
export function fillTemplate(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  encode: (text: string) => string,
): string {
  // One replace pass over the template only: a value that itself contains `{{x}}` stays literal.
  return template.replace(PLACEHOLDER, (match, key: string, fallback: string | undefined) => {
    if (key === '') return match;
    const value = lookup(values, key);
    if (value !== undefined && value !== '') return encode(value);
    return encode(fallback?.trim() ?? '');
  });
}

/**
 * Fills placeholders in a plain-text template (a step header rendered as a text node): the same rules
 * as `fillPlaceholders` (html-templates.ts), without escaping, because the view renders text, never HTML.
 */
export function fillPlaceholdersAsText(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
): string {
  return fillTemplate(template, values, (text) => text);
}
