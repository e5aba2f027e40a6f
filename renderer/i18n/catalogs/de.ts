import type { Catalog } from './en.ts';

/** German: formal "Sie", as German customers expect from a billing conversation. */
export const de: Catalog = {
  'common.loading': 'Wird geladen …',
  'common.back': 'Zurück',
  'common.close': 'Schließen',
  'common.getHelp': 'Hilfe erhalten',
  'common.cancelNow': 'Jetzt kündigen',
  'common.cancelSubscription': 'Abo kündigen',
  'common.logOut': 'Abmelden',

  'dialog.pauseWall': 'Ihr Abo ist pausiert',
  'dialog.failedPaymentWall': 'Zahlungsdaten aktualisieren',
  'dialog.managedFlow': 'Konto bestätigen',
  'a11y.closeDialog': 'Dialog schließen',
  'a11y.stepAnnouncement': 'Schritt {n} von {total}: {title}',
  'a11y.errorAnnouncement': 'Fehler: {message}',
  'a11y.opensInNewTab': '(öffnet in einem neuen Tab)',

  'stepTag.feedback': 'Ihr Feedback',
  'stepTag.confirm': 'Letzte Bestätigung',
  'stepTag.cancelled': 'Abo gekündigt',
  'stepTag.offerAccepted': 'Angebot angenommen',
  'stepTag.error': 'Ein Fehler ist aufgetreten',

  'footer.nevermind': 'Doch nicht',
  'footer.next': 'Weiter',
  'footer.declineOffer': 'Angebot ablehnen',
  'footer.confirmAndCancel': 'Bestätigen und kündigen',
  'footer.goToAccount': 'Zum Konto',

  'watermark.cancellation': 'Kündigung garantiert durch',
  'watermark.offer': 'Angebot garantiert durch',

  'survey.followupPlaceholder': 'Erzählen Sie uns etwas mehr …',
  'survey.defaultFollowupQuestion': 'Was hätten wir besser machen können?',
  'freeform.placeholder': 'Teilen Sie uns Ihre Gedanken mit …',
  'textInput.minimumLength': {
    one: 'Bitte schreiben Sie mindestens {count} Zeichen.',
    other: 'Bitte schreiben Sie mindestens {count} Zeichen.',
  },
  'textInput.charactersLeft': {
    one: 'Sie können noch {count} Zeichen schreiben.',
    other: 'Sie können noch {count} Zeichen schreiben.',
  },
  'textInput.limitReached': 'Mehr als {max} Zeichen nimmt dieses Feld nicht auf.',

  'confirm.discountNotice.headline': 'Ihr Rabatt entfällt',
  'confirm.discountNotice.prefix': 'Sie erhalten derzeit',

  'discount.off.forever': '{amount} Rabatt, dauerhaft',
  'discount.off.once': '{amount} Rabatt auf Ihre nächste Zahlung',
  'discount.off.months': {
    one: '{amount} Rabatt für {count} Monat',
    other: '{amount} Rabatt für {count} Monate',
  },
  'discount.validUntil': 'Gültig bis {date}',

  'plan.msrpLabel': 'statt',
  'price.per.day': { one: '{price}/Tag', other: '{price} alle {count} Tage' },
  'price.per.week': { one: '{price}/Woche', other: '{price} alle {count} Wochen' },
  'price.per.month': { one: '{price}/Monat', other: '{price} alle {count} Monate' },
  'price.per.year': { one: '{price}/Jahr', other: '{price} alle {count} Jahre' },

  'action.cancel': 'Ihr Abo wird gekündigt …',
  'action.resume': 'Ihr Abo wird fortgesetzt …',
  'action.updateCard': 'Ihre Zahlungsdaten werden aktualisiert …',

  'complete.cancelled.title': 'Ihr Abo wurde gekündigt',
  'complete.cancelled.message': 'Sie haben noch bis zum {date} Zugriff.',
  'complete.cancelled.farewell': 'Schade, dass Sie gehen.',
  'complete.paused.message': 'Ihr Abo wird am {date} fortgesetzt.',
  'complete.softPaused.message':
    'Bis zum Ende Ihrer aktuellen Laufzeit am {date} ändert sich nichts; danach beginnt Ihre Pause.',
  'complete.softPaused.withEnd':
    'Bis zum Ende Ihrer aktuellen Laufzeit am {date} ändert sich nichts; danach beginnt Ihre Pause, die am {end} endet.',
  'complete.softPaused.ended': 'Ihre Laufzeit ist am {date} abgelaufen; seitdem ist Ihr Abo pausiert.',
  'complete.softPaused.endedWithEnd':
    'Ihre Laufzeit ist am {date} abgelaufen; Ihr Abo ist bis zum {end} pausiert.',
  'complete.cancelScheduled.title': 'Ihr Abo ist bereits gekündigt',
  'complete.cancelScheduled.message': 'Es endet am {date}.',
  'complete.alreadyPaused.title': 'Ihr Abo ist bereits pausiert',
  'complete.alreadyPaused.scheduled': 'Ihre Pause beginnt am {start} und endet am {end}.',
  'complete.alreadyDiscounted.title': 'Sie haben bereits einen Rabatt',
  'complete.alreadyDiscounted.message': 'Ihr aktueller Rabatt gilt weiterhin für Ihr Abo.',
  'complete.cancelNowPrompt': 'Möchten Sie trotzdem kündigen?',
  'error.continueToCancel': 'Weiter zur Kündigung',
  'error.tryAgain': 'Erneut versuchen',
  'error.noAnswer':
    'Die Verbindung wurde unterbrochen, bevor Ihre Anfrage bestätigt wurde. Ein erneuter Versuch führt sie nicht doppelt aus.',

  'cancelConfirm.question': 'Möchten Sie Ihr Abo wirklich kündigen?',
  'cancelConfirm.confirm': 'Ja, kündigen',
  'cancelConfirm.keep': 'Nein, behalten',

  'error.sorry': 'Leider ist etwas schiefgelaufen',
  'error.contactUs': 'Bitte kontaktieren Sie uns.',
  'error.generic': 'Ihre Anfrage konnte nicht abgeschlossen werden.',
  'error.details': 'Details',
  'error.loading': 'Fehler beim Laden',
  'error.connectionLost':
    'Die Verbindung wurde beim Laden unterbrochen. Prüfen Sie, ob Sie online sind, und versuchen Sie es erneut.',
  'error.noSubscription': 'Kein Abo gefunden',
  'error.customerNotFound': 'Leider wurde kein Kunde mit dieser ID gefunden.',
  'error.noEnabledSteps': 'Bitte aktivieren Sie mindestens einen Schritt in Ihrem Ablauf.',
  'error.cancel': 'Fehler beim Kündigen des Kontos. Bitte wenden Sie sich an den Support.',
  'error.event': 'Fehler beim Speichern des Ereignisses',
  'error.resume': 'Fehler beim Fortsetzen des Abos. Bitte wenden Sie sich an den Support.',
  'error.supportHandlerMissing': 'handleSupportRequest ist nicht implementiert',
  'error.tooManyRequests': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'error.emailNotFound':
    'Diese E-Mail-Adresse konnten wir nicht finden. Bitte beachten Sie die Groß- und Kleinschreibung.',
  'error.checkIdentity': 'Fehler bei der Identitätsprüfung',
  'error.wrongCode': 'Der eingegebene Bestätigungscode ist falsch',
  'error.verifyIdentity': 'Ihr Konto konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  'error.emailVerificationDisabled': 'Die Bestätigung per E-Mail ist für Ihr Konto nicht aktiviert.',
  'error.cardUpdate':
    'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Karte und versuchen Sie es erneut.',

  'wall.greeting': 'Hallo {name},',
  'wall.greetingNoName': 'Hallo,',

  'pauseWall.notice': 'Ihr Abo ist derzeit pausiert.',
  'pauseWall.cancelDate': 'Ihr Abo wird zum {date} gekündigt.',
  'pauseWall.heading': 'Abo fortsetzen',
  'pauseWall.resumeButton': 'Abo jetzt fortsetzen',
  'pauseWall.reactivationDate': 'Ihr Abo wird am {date} automatisch wieder aktiviert.',
  'pauseWall.originalRate': 'Setzen Sie jetzt fort und behalten Sie Ihren ursprünglichen Preis.',
  'pauseWall.dataSafe': 'Ihre Kontodaten bleiben während der Pause sicher gespeichert.',
  'pauseWall.softPauseTermEnd': 'Sie haben Zugriff bis zum Ende Ihrer aktuellen Laufzeit am {date}.',
  'pauseWall.softPauseTermEnded': 'Ihre Laufzeit ist am {date} abgelaufen.',
  'pauseWall.nextCharge': 'Wenn Sie fortsetzen, werden Ihnen {price} berechnet.',
  'pauseWall.resumed.title': 'Willkommen zurück!',
  'pauseWall.resumed.message': 'Ihr Abo ist wieder aktiv.',

  'failedPayment.notice':
    'Ihre letzte Zahlung konnte nicht verarbeitet werden. Ihr Zugriff ist daher vorübergehend eingeschränkt.',
  'failedPayment.cardOnFile': 'Wir haben versucht, Ihre {brand}-Karte mit der Endung {last4} zu belasten.',
  'failedPayment.cardEnding': 'Wir haben versucht, Ihre Karte mit der Endung {last4} zu belasten.',
  'failedPayment.cardUnknown': 'Wir haben versucht, die hinterlegte Karte zu belasten.',
  'failedPayment.instructions':
    'Geben Sie eine neue Karte ein, um die offene Rechnung zu bezahlen und Ihren Zugriff wiederherzustellen.',
  'failedPayment.cardFieldLabel': 'Kartendaten',
  'failedPayment.updateButton': 'Zahlungsdaten aktualisieren',
  'failedPayment.paid.title': 'Zahlung erfolgreich',
  'failedPayment.paid.message': 'Ihre Rechnung wurde bezahlt, Ihr Zugriff ist wiederhergestellt.',
  'failedPayment.tag': 'Zahlungsproblem',
  'failedPayment.cardBrand': 'Wir haben versucht, Ihre {brand}-Karte zu belasten.',
  'failedPayment.amountDue': 'Offener Betrag: {amount}',
  'failedPayment.paid.amount': 'Wir haben {amount} von Ihrer neuen Karte abgebucht.',
  'failedPayment.cardFormUnavailable':
    'Das Zahlungsformular konnte nicht geladen werden. Bitte versuchen Sie es erneut.',

  'managed.emailTitle': 'E-Mail-Bestätigung',
  'managed.emailIntro':
    'Geben Sie die E-Mail-Adresse Ihres Abos ein. Wir senden Ihnen dann einen Bestätigungscode.',
  'managed.emailLabel': 'E-Mail-Adresse',
  'managed.sendCode': 'Bestätigungscode senden',
  'managed.codeTitle': 'Konto bestätigen',
  'managed.codeSent': 'E-Mail gesendet an {email}',
  'managed.codeLabel': 'Bestätigungscode',
  'managed.codeDigitLabel': 'Ziffer {n} von {total}',
  'managed.resendPrompt': 'Keine E-Mail erhalten?',
  'managed.resendCode': 'Code erneut senden',
  'managed.changeEmail': 'Andere E-Mail-Adresse verwenden',
  'managed.checking': 'Wird geprüft …',
  'managed.verifying': 'Wird bestätigt …',
  'managed.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'managed.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'managed.codeResent': 'Wir haben Ihnen einen neuen Code gesendet.',

  'age.day': { one: '{count} Tag', other: '{count} Tage' },
  'age.month': { one: '{count} Monat', other: '{count} Monate' },
  'age.year': { one: '{count} Jahr', other: '{count} Jahre' },

  'subscriptionStatus.active': 'aktiv',
  'subscriptionStatus.trialing': 'in der Testphase',
  'subscriptionStatus.past_due': 'überfällig',
  'subscriptionStatus.canceled': 'gekündigt',
  'subscriptionStatus.unpaid': 'unbezahlt',
  'subscriptionStatus.incomplete': 'unvollständig',
  'subscriptionStatus.incomplete_expired': 'abgelaufen',
  'subscriptionStatus.paused': 'pausiert',
};
