/**
 * What the template tests (`templates-*.test.ts`) share: a pinned now, a subscription parsed through the
 * real schema and a stand-in wording. Only `*.test.ts` files import this module.
 */
import * as v from 'valibot';
import {
  type Subscription,
  type SubscriptionInput,
  SubscriptionSchema,
} from '../../contract/schemas/customer.ts';
import type { Age } from './age.ts';
import type { TemplateWording } from './templates.ts';

export const NOW = new Date(Date.UTC(2025, 5, 1, 12));

/** A monthly subscription started three months before {@link NOW}; override what a test is about. */
export const subscription = (input: Partial<SubscriptionInput> = {}): Subscription =>
  v.parse(SubscriptionSchema, {
    id: 'sub_1',
    status: 'active',
    start_date: Date.UTC(2025, 2, 1, 12) / 1000,
    current_period_start: Date.UTC(2025, 4, 1) / 1000,
    current_period_end: Date.UTC(2025, 5, 1) / 1000,
    items: {
      data: [
        {
          id: 'si_1',
          price: { id: 'price_1', unit_amount: 999, currency: 'usd', recurring: { interval: 'month' } },
        },
      ],
    },
    ...input,
  });

/** A stand-in for the i18n layer's wording, so the test sees exactly what was asked for. */
export const wording = (locale = 'en'): TemplateWording => ({
  locale,
  timeZone: 'UTC',
  age: (age: Age) => `${age.value} ${age.unit}(s)`,
  status: (status: string) => `<${status}>`,
});
