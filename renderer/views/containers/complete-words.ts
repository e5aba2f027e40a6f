import { formatLongDate } from '../../domain/dates.ts';
import type { Translator } from '../../i18n/index.ts';
import type { FlowData } from '../../state/flow/store.ts';

/** What a complete screen says: its title (the header's) and its message (spec §2 Complete screen). */
export interface CompleteTexts {
  title: string;
  message: string;
}

/** A date of a complete screen in the customer's language; empty when there is none. */
export function dateOf(t: Translator, iso: string | Date | null): string {
  if (!iso) return '';
  return formatLongDate(typeof iso === 'string' ? new Date(iso) : iso, t.locale);
}

/** A plan as the customer knows it: the organisation's nickname, the product's name, or its id. */
export function planName(data: FlowData | null, planId: string): string {
  const settings = data?.orgPlanSettings.find((s) => s.planId === planId);
  const plan = [...(data?.offerPlans ?? []), ...(data?.testPlans ?? [])].find((p) => p.id === planId);
  return settings?.nick || plan?.product.name || planId;
}
