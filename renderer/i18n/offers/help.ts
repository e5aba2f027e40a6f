import type { Message } from '../message.ts';
import type { OfferTexts } from './offer-texts.ts';

const en = {
  'stepTag.help': 'Let Us Help',
  'redirect.defaultLabel': 'Check it out',
} as const satisfies Record<string, Message>;

/**
 * The contact and redirect offers (CONTACT, REDIRECT): both are 'Let Us Help' (spec §2) and act by leaving
 * the widget, so they have no taking-action text and no complete screen. The contact offer's button is
 * `common.getHelp` (shared); the redirect's default label is its own.
 * Shipped with the later steps' chunk in every language, registered before any offer view renders
 * (`views/containers/use-later-views.ts`).
 */
export const helpTexts = {
  en,
  de: {
    'stepTag.help': 'Wir helfen gern',
    'redirect.defaultLabel': 'Jetzt ansehen',
  },
  fr: {
    'stepTag.help': 'Nous sommes là pour vous aider',
    'redirect.defaultLabel': 'Découvrir',
  },
  es: {
    'stepTag.help': 'Te ayudamos',
    'redirect.defaultLabel': 'Echar un vistazo',
  },
} satisfies OfferTexts<typeof en>;
