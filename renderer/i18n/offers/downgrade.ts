import type { Message } from '../message.ts';
import type { OfferTexts } from './offer-texts.ts';

const en = {
  'stepTag.downgrade': 'Stay for Free',
  'action.downgrade': 'Switching your plan…',
  'downgrade.switch': 'Switch to {plan}',
  'downgrade.free': 'Free',
  'complete.downgraded.title': 'You are now on {plan}',
  'complete.downgraded.message': 'Your account stays open. You can upgrade again at any time.',
  'error.downgrade': 'Error switching your plan. Please contact support.',
} as const satisfies Record<string, Message>;

/**
 * The downgrade offer (DOWNGRADE, beyond the spec: the one plan a leaving customer may move to): its step
 * tag, the taking-action text, the offer view, its complete screen and its action's error. Its plan card's
 * price texts are shared with the plan-change offer (`catalogs/en/later-steps.ts`).
 * Shipped with the later steps' chunk in every language, registered before any offer view renders
 * (`views/containers/use-later-views.ts`).
 */
export const downgradeTexts = {
  en,
  de: {
    'stepTag.downgrade': 'Kostenlos weitermachen',
    'action.downgrade': 'Ihr Tarif wird umgestellt …',
    'downgrade.switch': 'Zu {plan} wechseln',
    'downgrade.free': 'Kostenlos',
    'complete.downgraded.title': 'Sie nutzen jetzt {plan}',
    'complete.downgraded.message': 'Ihr Konto bleibt bestehen. Sie können jederzeit wieder upgraden.',
    'error.downgrade': 'Fehler beim Wechsel Ihres Tarifs. Bitte wenden Sie sich an den Support.',
  },
  fr: {
    'stepTag.downgrade': 'Restez gratuitement',
    'action.downgrade': 'Passage à votre nouvelle formule…',
    'downgrade.switch': 'Passer à {plan}',
    'downgrade.free': 'Gratuit',
    'complete.downgraded.title': 'Vous êtes désormais sur {plan}',
    'complete.downgraded.message':
      'Votre compte reste ouvert. Vous pouvez repasser à une formule supérieure à tout moment.',
    'error.downgrade': 'Erreur lors du changement de formule. Veuillez contacter le support.',
  },
  es: {
    'stepTag.downgrade': 'Sigue gratis',
    'action.downgrade': 'Cambiando a tu nuevo plan…',
    'downgrade.switch': 'Cambiar a {plan}',
    'downgrade.free': 'Gratis',
    'complete.downgraded.title': 'Ahora tienes el plan {plan}',
    'complete.downgraded.message': 'Tu cuenta sigue abierta. Puedes volver a mejorar tu plan cuando quieras.',
    'error.downgrade': 'Error al cambiar tu plan. Ponte en contacto con soporte.',
  },
} satisfies OfferTexts<typeof en>;
