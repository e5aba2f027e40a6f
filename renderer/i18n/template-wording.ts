import type { TemplateWording } from '../domain/templates.ts';
import type { Translator } from './translator.ts';

/**
 * The wording of a translator: ages as `age.<unit>` (plural-aware) and statuses as
 * `subscriptionStatus.<status>`, the provider's raw status when the catalog does not know it.
 */
export function translatorWording(t: Translator, timeZone?: string): TemplateWording {
  return {
    locale: t.locale,
    ...(timeZone ? { timeZone } : {}),
    age: (age) => t(`age.${age.unit}`, { count: age.value }),
    status: (status) => {
      const key: `subscriptionStatus.${string}` = `subscriptionStatus.${status}`;
      return t.has(key) ? t(key) : status;
    },
  };
}
