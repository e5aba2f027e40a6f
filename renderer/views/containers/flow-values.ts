import type { Customer, Subscription } from '../../../contract/schemas/index.ts';
import { type TemplateSource, type TemplateValues, templateValues } from '../../domain/templates.ts';
import type { Translator } from '../../i18n/index.ts';
import { translatorWording } from '../../i18n/template-wording.ts';

/**
 * The placeholder values of the flow (spec §3 calculated fields, metadata and attributes; later wins): the
 * answer's externalData.customerAttributes before the host's own customerAttributes.
 */
export function flowTemplateValues(
  t: Translator,
  customer: Customer | null,
  subscription: Subscription | null,
  externalAttributes: TemplateSource,
  customerAttributes: TemplateSource,
  now: Date,
): TemplateValues {
  const wording = translatorWording(t);
  return templateValues({ customer, subscription, externalAttributes, customerAttributes, now, wording });
}
