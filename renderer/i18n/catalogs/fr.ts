import type { Catalog } from './en.ts';

/** French: "vous", with French typography (a narrow no-break space before question and exclamation marks and semicolons, a no-break space before colons). */
export const fr: Catalog = {
  'common.loading': 'Chargement…',
  'common.back': 'Retour',
  'common.close': 'Fermer',
  'common.getHelp': 'Obtenir de l’aide',
  'common.cancelNow': 'Résilier maintenant',
  'common.cancelSubscription': 'Résilier l’abonnement',
  'common.logOut': 'Se déconnecter',

  'dialog.pauseWall': 'Votre abonnement est en pause',
  'dialog.failedPaymentWall': 'Mettre à jour vos informations de paiement',
  'dialog.managedFlow': 'Vérifier votre compte',
  'a11y.closeDialog': 'Fermer la fenêtre',
  'a11y.stepAnnouncement': 'Étape {n} sur {total} : {title}',
  'a11y.errorAnnouncement': 'Erreur : {message}',
  'a11y.opensInNewTab': '(s’ouvre dans un nouvel onglet)',

  'stepTag.feedback': 'Votre avis',
  'stepTag.confirm': 'Confirmation finale',
  'stepTag.cancelled': 'Abonnement résilié',
  'stepTag.offerAccepted': 'Offre acceptée',
  'stepTag.error': 'Une erreur est survenue',

  'footer.nevermind': 'Finalement non',
  'footer.next': 'Suivant',
  'footer.declineOffer': 'Refuser l’offre',
  'footer.confirmAndCancel': 'Confirmer et résilier',
  'footer.goToAccount': 'Accéder à mon compte',

  'watermark.cancellation': 'Résiliation garantie par',
  'watermark.offer': 'Offre garantie par',

  'survey.followupPlaceholder': 'Dites-nous-en un peu plus…',
  'survey.defaultFollowupQuestion': 'Qu’aurions-nous pu faire de mieux ?',
  'freeform.placeholder': 'Partagez votre avis avec nous…',
  'textInput.minimumLength': {
    one: 'Veuillez écrire au moins {count} caractère.',
    other: 'Veuillez écrire au moins {count} caractères.',
  },
  'textInput.charactersLeft': {
    one: 'Il vous reste {count} caractère.',
    other: 'Il vous reste {count} caractères.',
  },
  'textInput.limitReached': 'Ce champ accepte au plus {max} caractères.',

  'confirm.discountNotice.headline': 'Vous perdrez votre réduction',
  'confirm.discountNotice.prefix': 'Vous bénéficiez actuellement de',

  'discount.off.forever': '{amount} de réduction, sans limite de durée',
  'discount.off.once': '{amount} de réduction sur votre prochain paiement',
  'discount.off.months': {
    one: '{amount} de réduction pendant {count} mois',
    other: '{amount} de réduction pendant {count} mois',
  },
  'discount.validUntil': 'Valable jusqu’au {date}',

  'plan.msrpLabel': 'au lieu de',
  'price.per.day': { one: '{price}/jour', other: '{price} tous les {count} jours' },
  'price.per.week': { one: '{price}/semaine', other: '{price} toutes les {count} semaines' },
  'price.per.month': { one: '{price}/mois', other: '{price} tous les {count} mois' },
  'price.per.year': { one: '{price}/an', other: '{price} tous les {count} ans' },

  'action.cancel': 'Résiliation de votre abonnement…',
  'action.resume': 'Reprise de votre abonnement…',
  'action.updateCard': 'Mise à jour de vos informations de paiement…',

  'complete.cancelled.title': 'Votre abonnement a été résilié',
  'complete.cancelled.message': 'Vous conservez votre accès jusqu’au {date}.',
  'complete.cancelled.farewell': 'Nous sommes désolés de vous voir partir.',
  'complete.paused.message': 'Votre abonnement reprendra le {date}.',
  'complete.softPaused.message':
    'Rien ne change jusqu’à la fin de votre période en cours, le {date} ; votre pause commencera alors.',
  'complete.softPaused.withEnd':
    'Rien ne change jusqu’à la fin de votre période en cours, le {date} ; votre pause commencera alors et se terminera le {end}.',
  'complete.softPaused.ended':
    'Votre période s’est terminée le {date} ; votre abonnement est en pause depuis cette date.',
  'complete.softPaused.endedWithEnd':
    'Votre période s’est terminée le {date} ; votre abonnement est en pause jusqu’au {end}.',
  'complete.cancelScheduled.title': 'La résiliation de votre abonnement est déjà programmée',
  'complete.cancelScheduled.message': 'Il prendra fin le {date}.',
  'complete.alreadyPaused.title': 'Votre abonnement est déjà en pause',
  'complete.alreadyPaused.scheduled': 'Votre pause commence le {start} et se termine le {end}.',
  'complete.alreadyDiscounted.title': 'Vous bénéficiez déjà d’une réduction',
  'complete.alreadyDiscounted.message': 'Votre réduction actuelle reste appliquée à votre abonnement.',
  'complete.cancelNowPrompt': 'Vous souhaitez quand même résilier ?',
  'error.continueToCancel': 'Continuer vers la résiliation',
  'error.tryAgain': 'Réessayer',
  'error.noAnswer':
    'La connexion a été perdue avant la confirmation de votre demande. Réessayer ne l’appliquera pas deux fois.',

  'cancelConfirm.question': 'Voulez-vous vraiment résilier votre abonnement ?',
  'cancelConfirm.confirm': 'Oui, résilier',
  'cancelConfirm.keep': 'Non, le garder',

  'error.sorry': 'Désolé, une erreur s’est produite',
  'error.contactUs': 'Veuillez nous contacter.',
  'error.generic': 'Nous n’avons pas pu traiter votre demande.',
  'error.details': 'Détails',
  'error.loading': 'Erreur de chargement',
  'error.connectionLost':
    'La connexion a été perdue pendant le chargement. Vérifiez que vous êtes en ligne, puis réessayez.',
  'error.noSubscription': 'Aucun abonnement trouvé',
  'error.customerNotFound': 'Désolé, aucun client ne correspond à cet identifiant.',
  'error.noEnabledSteps': 'Veuillez activer au moins une étape dans votre parcours.',
  'error.cancel': 'Erreur lors de la résiliation du compte. Veuillez contacter le support.',
  'error.event': 'Erreur lors de l’enregistrement de l’événement',
  'error.resume': 'Erreur lors de la reprise de l’abonnement. Veuillez contacter le support.',
  'error.supportHandlerMissing': 'handleSupportRequest n’est pas implémenté',
  'error.tooManyRequests': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'error.emailNotFound':
    'Nous n’avons pas trouvé cette adresse e-mail. Attention, l’adresse e-mail est sensible à la casse.',
  'error.checkIdentity': 'Erreur lors de la vérification de l’identité',
  'error.wrongCode': 'Le code de vérification saisi est incorrect',
  'error.verifyIdentity': 'Nous n’avons pas pu vérifier votre compte. Veuillez réessayer.',
  'error.emailVerificationDisabled': 'La vérification par e-mail n’est pas activée pour votre compte.',
  'error.cardUpdate':
    'Une erreur est survenue lors du traitement de votre paiement. Veuillez vérifier votre carte et réessayer.',

  'wall.greeting': 'Bonjour {name},',
  'wall.greetingNoName': 'Bonjour,',

  'pauseWall.notice': 'Votre abonnement est actuellement en pause.',
  'pauseWall.cancelDate': 'La résiliation de votre abonnement est prévue le {date}.',
  'pauseWall.heading': 'Reprendre votre abonnement',
  'pauseWall.resumeButton': 'Reprendre mon abonnement maintenant',
  'pauseWall.reactivationDate': 'Votre abonnement sera automatiquement réactivé le {date}.',
  'pauseWall.originalRate': 'Reprenez maintenant et conservez votre tarif d’origine.',
  'pauseWall.dataSafe': 'Les données de votre compte sont conservées en toute sécurité pendant la pause.',
  'pauseWall.softPauseTermEnd':
    'Vous conservez votre accès jusqu’à la fin de votre période en cours, le {date}.',
  'pauseWall.softPauseTermEnded': 'Votre période s’est terminée le {date}.',
  'pauseWall.nextCharge': 'À la reprise, {price} vous seront facturés.',
  'pauseWall.resumed.title': 'Bon retour parmi nous !',
  'pauseWall.resumed.message': 'Votre abonnement est de nouveau actif.',

  'failedPayment.notice':
    'Nous n’avons pas pu traiter votre dernier paiement ; l’accès à votre compte est donc limité pour le moment.',
  'failedPayment.cardOnFile': 'Nous avons tenté de débiter votre carte {brand} se terminant par {last4}.',
  'failedPayment.cardEnding': 'Nous avons tenté de débiter votre carte se terminant par {last4}.',
  'failedPayment.cardUnknown': 'Nous avons tenté de débiter la carte enregistrée.',
  'failedPayment.instructions':
    'Saisissez une nouvelle carte pour régler la facture en attente et retrouver votre accès.',
  'failedPayment.cardFieldLabel': 'Informations de carte',
  'failedPayment.updateButton': 'Mettre à jour le paiement',
  'failedPayment.paid.title': 'Paiement réussi',
  'failedPayment.paid.message': 'Votre facture a été réglée et votre accès est entièrement rétabli.',
  'failedPayment.tag': 'Problème de paiement',
  'failedPayment.cardBrand': 'Nous avons tenté de débiter votre carte {brand}.',
  'failedPayment.amountDue': 'Montant dû : {amount}',
  'failedPayment.paid.amount': 'Nous avons débité {amount} sur votre nouvelle carte.',
  'failedPayment.cardFormUnavailable':
    'Le formulaire de paiement n’a pas pu être chargé. Veuillez réessayer.',

  'managed.emailTitle': 'Vérification par e-mail',
  'managed.emailIntro':
    'Saisissez l’adresse e-mail de votre abonnement : nous vous enverrons un code de vérification.',
  'managed.emailLabel': 'Adresse e-mail',
  'managed.sendCode': 'Envoyer le code de vérification',
  'managed.codeTitle': 'Vérifier le compte',
  'managed.codeSent': 'E-mail envoyé à {email}',
  'managed.codeLabel': 'Code de vérification',
  'managed.codeDigitLabel': 'Chiffre {n} sur {total}',
  'managed.resendPrompt': 'Vous n’avez pas reçu l’e-mail ?',
  'managed.resendCode': 'Renvoyer le code',
  'managed.changeEmail': 'Utiliser une autre adresse e-mail',
  'managed.checking': 'Vérification…',
  'managed.verifying': 'Vérification du code…',
  'managed.emailRequired': 'Veuillez saisir votre adresse e-mail.',
  'managed.emailInvalid': 'Veuillez saisir une adresse e-mail valide.',
  'managed.codeResent': 'Nous vous avons envoyé un nouveau code.',

  'age.day': { one: '{count} jour', other: '{count} jours' },
  'age.month': { one: '{count} mois', other: '{count} mois' },
  'age.year': { one: '{count} an', other: '{count} ans' },

  'subscriptionStatus.active': 'actif',
  'subscriptionStatus.trialing': 'en période d’essai',
  'subscriptionStatus.past_due': 'en retard de paiement',
  'subscriptionStatus.canceled': 'résilié',
  'subscriptionStatus.unpaid': 'impayé',
  'subscriptionStatus.incomplete': 'incomplet',
  'subscriptionStatus.incomplete_expired': 'expiré',
  'subscriptionStatus.paused': 'en pause',
};
