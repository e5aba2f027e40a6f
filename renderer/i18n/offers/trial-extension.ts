import type { Message } from '../message.ts';
import type { OfferTexts } from './offer-texts.ts';

const en = {
  'stepTag.trialExtension': 'Extend Your Trial',
  'action.trialExtension': 'Extending your trial…',
  'trial.endsOn': 'Your trial ends on {date}.',
  'trial.extendButton': {
    one: 'Extend my trial by {count} day',
    other: 'Extend my trial by {count} days',
  },
  'trial.testModeNote': 'Test mode: this trial can be extended as often as you like.',
  'trial.liveModeNote': 'A trial can be extended only once.',
  'complete.trialExtended.title': 'Your trial has been extended',
  'complete.trialExtended.message': 'Your trial now ends on {date}.',
  'error.trialExtension': 'Error extending trial',
} as const satisfies Record<string, Message>;

/**
 * The trial-extension offer (TRIAL_EXTENSION): its step tag, the taking-action text, the offer view, its
 * complete screen and its action's error (spec §8).
 * Shipped with the later steps' chunk in every language, registered before any offer view renders
 * (`views/containers/use-later-views.ts`).
 */
export const trialExtensionTexts = {
  en,
  de: {
    'stepTag.trialExtension': 'Testphase verlängern',
    'action.trialExtension': 'Ihre Testphase wird verlängert …',
    'trial.endsOn': 'Ihre Testphase endet am {date}.',
    'trial.extendButton': {
      one: 'Testphase um {count} Tag verlängern',
      other: 'Testphase um {count} Tage verlängern',
    },
    'trial.testModeNote': 'Testmodus: Diese Testphase lässt sich beliebig oft verlängern.',
    'trial.liveModeNote': 'Eine Testphase kann nur einmal verlängert werden.',
    'complete.trialExtended.title': 'Ihre Testphase wurde verlängert',
    'complete.trialExtended.message': 'Ihre Testphase endet jetzt am {date}.',
    'error.trialExtension': 'Fehler beim Verlängern der Testphase',
  },
  fr: {
    'stepTag.trialExtension': 'Prolongez votre essai',
    'action.trialExtension': 'Prolongation de votre essai…',
    'trial.endsOn': 'Votre essai se termine le {date}.',
    'trial.extendButton': {
      one: 'Prolonger mon essai de {count} jour',
      other: 'Prolonger mon essai de {count} jours',
    },
    'trial.testModeNote': 'Mode test : cet essai peut être prolongé autant de fois que vous le souhaitez.',
    'trial.liveModeNote': 'Un essai ne peut être prolongé qu’une seule fois.',
    'complete.trialExtended.title': 'Votre essai a été prolongé',
    'complete.trialExtended.message': 'Votre essai se termine désormais le {date}.',
    'error.trialExtension': 'Erreur lors de la prolongation de l’essai',
  },
  es: {
    'stepTag.trialExtension': 'Amplía tu prueba',
    'action.trialExtension': 'Ampliando tu prueba…',
    'trial.endsOn': 'Tu prueba termina el {date}.',
    'trial.extendButton': {
      one: 'Ampliar mi prueba {count} día',
      other: 'Ampliar mi prueba {count} días',
    },
    'trial.testModeNote': 'Modo de prueba: puedes ampliar esta prueba tantas veces como quieras.',
    'trial.liveModeNote': 'Una prueba solo se puede ampliar una vez.',
    'complete.trialExtended.title': 'Hemos ampliado tu prueba',
    'complete.trialExtended.message': 'Tu prueba termina ahora el {date}.',
    'error.trialExtension': 'Error al ampliar la prueba',
  },
} satisfies OfferTexts<typeof en>;
