import type { Customer, Subscription } from '../../../contract/schemas/index.ts';
import { type TemplateValues, templateValues } from '../../domain/templates.ts';
import type { Translator } from '../../i18n/index.ts';
import { translatorWording } from '../../i18n/template-wording.ts';

/** The placeholder values of the flow (spec §3 calculated fields, metadata and attributes; later wins). */
export function flowTemplateValues(
  t: Translator,
  customer: Customer | null,
  subscription: Subscription | null,
  customerAttributes: Readonly<Record<string, unknown>>,
  now: Date,
): TemplateValues {
  return templateValues({ customer, subscription, customerAttributes, now, wording: translatorWording(t) });
}
