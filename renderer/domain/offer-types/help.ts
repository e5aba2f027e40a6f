import type { OfferTypeRules } from './offer-type.ts';

/*
 * The help offers act by leaving the widget: CONTACT opens the host's support (or a mail), REDIRECT a page.
 * Both are 'Let Us Help' (spec §2), always shown, and count as "another offer" on the dashboard.
 */

export const contactType = {
  checks: [],
  tag: { icon: 'help', label: 'stepTag.help' },
  action: null,
  sessionOutcome: 'other_offer',
} as const satisfies OfferTypeRules<'CONTACT'>;

export const redirectType = {
  checks: [],
  tag: { icon: 'help', label: 'stepTag.help' },
  action: null,
  sessionOutcome: 'other_offer',
} as const satisfies OfferTypeRules<'REDIRECT'>;
