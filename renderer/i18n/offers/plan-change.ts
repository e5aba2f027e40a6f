import type { Message } from '../message.ts';
import type { OfferTexts } from './offer-texts.ts';

const en = {
  'stepTag.planChange': 'Consider Other Plans',
  'action.planChange': 'Changing your plan…',
  'plan.switch': 'Switch plan',
  'plan.showMore': 'Show more plans...',
  'plan.current': 'Current plan',
  'plan.regularPrice': 'Regular price: {price}',
  'plan.testPlanLabel': 'Test plan',
  'plan.previewCurrenciesNote':
    'Preview: plans in every currency are shown. Customers only see plans in their own currency.',
  'complete.planChanged.title': 'Your plan has been changed',
  'complete.planChanged.message': 'You are now on {plan}.',
  'error.planChange': 'Error changing your subscription. Please contact support.',
  'error.planChangeNoResponse': 'Error changing subscription',
} as const satisfies Record<string, Message>;

/**
 * The plan-change offer (PLAN_CHANGE): its step tag, the taking-action text, the offer view, its complete
 * screen and its action's errors (spec §8). What a plan card shares with the downgrade offer (`plan.msrpLabel`,
 * `price.per.*`) is in `catalogs/en/later-steps.ts`.
 * Shipped with the later steps' chunk in every language, registered before any offer view renders
 * (`views/containers/use-later-views.ts`).
 */
export const planChangeTexts = {
  en,
  de: {
    'stepTag.planChange': 'Andere Tarife ansehen',
    'action.planChange': 'Ihr Tarif wird gewechselt …',
    'plan.switch': 'Tarif wechseln',
    'plan.showMore': 'Weitere Tarife anzeigen …',
    'plan.current': 'Aktueller Tarif',
    'plan.regularPrice': 'Regulärer Preis: {price}',
    'plan.testPlanLabel': 'Testtarif',
    'plan.previewCurrenciesNote':
      'Vorschau: Tarife in allen Währungen werden angezeigt. Kunden sehen nur Tarife in ihrer eigenen Währung.',
    'complete.planChanged.title': 'Ihr Tarif wurde gewechselt',
    'complete.planChanged.message': 'Sie nutzen jetzt {plan}.',
    'error.planChange': 'Fehler beim Ändern Ihres Abos. Bitte wenden Sie sich an den Support.',
    'error.planChangeNoResponse': 'Fehler beim Ändern des Abos',
  },
  fr: {
    'stepTag.planChange': 'Découvrez nos autres formules',
    'action.planChange': 'Changement de votre formule…',
    'plan.switch': 'Changer de formule',
    'plan.showMore': 'Afficher plus de formules…',
    'plan.current': 'Formule actuelle',
    'plan.regularPrice': 'Prix habituel : {price}',
    'plan.testPlanLabel': 'Formule de test',
    'plan.previewCurrenciesNote':
      'Aperçu : les formules de toutes les devises sont affichées. Vos clients ne voient que celles de leur devise.',
    'complete.planChanged.title': 'Votre formule a été modifiée',
    'complete.planChanged.message': 'Vous êtes désormais sur la formule {plan}.',
    'error.planChange': 'Erreur lors de la modification de votre abonnement. Veuillez contacter le support.',
    'error.planChangeNoResponse': 'Erreur lors de la modification de l’abonnement',
  },
  es: {
    'stepTag.planChange': 'Descubre otros planes',
    'action.planChange': 'Cambiando tu plan…',
    'plan.switch': 'Cambiar de plan',
    'plan.showMore': 'Ver más planes…',
    'plan.current': 'Plan actual',
    'plan.regularPrice': 'Precio habitual: {price}',
    'plan.testPlanLabel': 'Plan de prueba',
    'plan.previewCurrenciesNote':
      'Vista previa: se muestran los planes en todas las monedas. Tus clientes solo ven los planes en su moneda.',
    'complete.planChanged.title': 'Hemos cambiado tu plan',
    'complete.planChanged.message': 'Ahora tienes el plan {plan}.',
    'error.planChange': 'Error al cambiar tu suscripción. Ponte en contacto con el soporte.',
    'error.planChangeNoResponse': 'Error al cambiar la suscripción',
  },
} satisfies OfferTexts<typeof en>;
