import type { Message } from '../message.ts';
import type { OfferTexts } from './offer-texts.ts';

const en = {
  'stepTag.discount': 'Special Offer',
  'action.discount': 'Applying your discount…',
  'discount.claim': 'Claim discount',
  'discount.overridesCurrent': 'This offer replaces your current discount.',
  'discount.testCouponLabel': 'Test coupon',
  'complete.discountApplied.title': 'Your discount has been applied',
  'complete.discountApplied.message': 'Your discount: {discount}.',
  'error.discount': 'Error applying discount',
} as const satisfies Record<string, Message>;

/**
 * The discount offer (DISCOUNT): its step tag, the taking-action text, the offer view, its complete screen
 * and its action's error (spec §8). The wording of a discount is the main chunk's: the confirm step shows it
 * too (`discount.off.*`, `discount.validUntil` in `catalogs/en/main.ts`).
 * Shipped with the later steps' chunk in every language, registered before any offer view renders
 * (`views/containers/use-later-views.ts`).
 */
export const discountTexts = {
  en,
  de: {
    'stepTag.discount': 'Sonderangebot',
    'action.discount': 'Ihr Rabatt wird angewendet …',
    'discount.claim': 'Rabatt sichern',
    'discount.overridesCurrent': 'Dieses Angebot ersetzt Ihren aktuellen Rabatt.',
    'discount.testCouponLabel': 'Testgutschein',
    'complete.discountApplied.title': 'Ihr Rabatt wurde angewendet',
    'complete.discountApplied.message': 'Ihr Rabatt: {discount}.',
    'error.discount': 'Fehler beim Anwenden des Rabatts',
  },
  fr: {
    'stepTag.discount': 'Offre spéciale',
    'action.discount': 'Application de votre réduction…',
    'discount.claim': 'Profiter de la réduction',
    'discount.overridesCurrent': 'Cette offre remplace votre réduction actuelle.',
    'discount.testCouponLabel': 'Coupon de test',
    'complete.discountApplied.title': 'Votre réduction a été appliquée',
    'complete.discountApplied.message': 'Votre réduction : {discount}.',
    'error.discount': 'Erreur lors de l’application de la réduction',
  },
  es: {
    'stepTag.discount': 'Oferta especial',
    'action.discount': 'Aplicando tu descuento…',
    'discount.claim': 'Aprovechar el descuento',
    'discount.overridesCurrent': 'Esta oferta sustituye a tu descuento actual.',
    'discount.testCouponLabel': 'Cupón de prueba',
    'complete.discountApplied.title': 'Hemos aplicado tu descuento',
    'complete.discountApplied.message': 'Tu descuento: {discount}.',
    'error.discount': 'Error al aplicar el descuento',
  },
} satisfies OfferTexts<typeof en>;
