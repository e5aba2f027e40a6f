/**
 * The server's customer-facing texts: the code's e-mail (services/identity.ts) and the confirmation page its
 * link opens (http/identity-confirm-route.ts), in the widget's languages. The widget's catalogs hold none of
 * these (it never shows the e-mail or the page) and the server may not import them (scripts/layering.ts), so
 * they live here, once. The compiler demands every text in every language; the e-mail and the page name the
 * button alike, since the e-mail says to press it.
 */
import type { Language } from '../../contract/schemas/org.ts';

export interface IdentityTexts {
  emailSubject: string;
  /** The e-mail's lines: the code and how long it lasts, then what the link is for, then a warning. */
  emailLines: (code: string, minutes: number, link: string) => readonly string[];
  pageTitle: string;
  /** The page a link opens: what pressing the button means. */
  ask: string;
  confirmButton: string;
  confirmed: string;
  /** A link whose token is malformed, unknown, expired, replaced or used. */
  unknown: string;
  /** The confirmation could not be stored (the database failed): nothing was confirmed. */
  failed: string;
}

export const IDENTITY_TEXTS = {
  en: {
    emailSubject: 'Your verification code',
    emailLines: (code, minutes, link) => [
      `Your verification code is ${code}. It expires in ${minutes} minutes.`,
      '',
      'If the code is refused, open this link, press Confirm, then enter the same code again:',
      link,
      '',
      'If you did not ask for a code, ignore this e-mail and do not open the link.',
    ],
    pageTitle: 'Confirm your verification code',
    ask: 'Press Confirm only if you asked for this verification code yourself, just now. Then go back and enter the code.',
    confirmButton: 'Confirm',
    confirmed: 'Confirmed. Go back to the page you came from and enter the code from the e-mail.',
    unknown: 'This link has expired or its code was replaced or used. Ask for a new code.',
    failed: 'Something went wrong and nothing was confirmed. Please try again in a moment.',
  },
  de: {
    emailSubject: 'Ihr Bestätigungscode',
    emailLines: (code, minutes, link) => [
      `Ihr Bestätigungscode lautet ${code}. Er ist ${minutes} Minuten lang gültig.`,
      '',
      'Wird der Code abgelehnt, öffnen Sie diesen Link, klicken Sie auf „Bestätigen“ und geben Sie dann denselben Code erneut ein:',
      link,
      '',
      'Wenn Sie keinen Code angefordert haben, ignorieren Sie diese E-Mail und öffnen Sie den Link nicht.',
    ],
    pageTitle: 'Bestätigungscode bestätigen',
    ask: 'Klicken Sie nur dann auf „Bestätigen“, wenn Sie diesen Bestätigungscode gerade eben selbst angefordert haben. Kehren Sie dann zurück und geben Sie den Code ein.',
    confirmButton: 'Bestätigen',
    confirmed:
      'Bestätigt. Kehren Sie zu der Seite zurück, von der Sie gekommen sind, und geben Sie den Code aus der E-Mail ein.',
    unknown:
      'Dieser Link ist abgelaufen, oder sein Code wurde ersetzt oder schon verwendet. Fordern Sie einen neuen Code an.',
    failed: 'Etwas ist schiefgelaufen, es wurde nichts bestätigt. Bitte versuchen Sie es gleich noch einmal.',
  },
  fr: {
    emailSubject: 'Votre code de vérification',
    emailLines: (code, minutes, link) => [
      `Votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
      '',
      'Si le code est refusé, ouvrez ce lien, appuyez sur « Confirmer », puis saisissez de nouveau le même code :',
      link,
      '',
      'Si vous n’avez pas demandé de code, ignorez cet e-mail et n’ouvrez pas le lien.',
    ],
    pageTitle: 'Confirmez votre code de vérification',
    ask: 'Appuyez sur « Confirmer » uniquement si vous venez de demander vous-même ce code de vérification. Revenez ensuite à la page et saisissez le code.',
    confirmButton: 'Confirmer',
    confirmed: 'C’est confirmé. Revenez à la page d’où vous venez et saisissez le code reçu par e-mail.',
    unknown: 'Ce lien a expiré, ou son code a été remplacé ou déjà utilisé. Demandez un nouveau code.',
    failed: 'Une erreur s’est produite et rien n’a été confirmé. Veuillez réessayer dans un instant.',
  },
  es: {
    emailSubject: 'Tu código de verificación',
    emailLines: (code, minutes, link) => [
      `Tu código de verificación es ${code}. Caduca en ${minutes} minutos.`,
      '',
      'Si el código se rechaza, abre este enlace, pulsa «Confirmar» y vuelve a introducir el mismo código:',
      link,
      '',
      'Si no has pedido ningún código, ignora este correo y no abras el enlace.',
    ],
    pageTitle: 'Confirma tu código de verificación',
    ask: 'Pulsa «Confirmar» solo si acabas de pedir tú este código de verificación. Después vuelve a la página e introduce el código.',
    confirmButton: 'Confirmar',
    confirmed: 'Confirmado. Vuelve a la página de la que venías e introduce el código del correo.',
    unknown: 'Este enlace ha caducado o su código se ha sustituido o ya se ha usado. Pide un código nuevo.',
    failed: 'Algo ha fallado y no se ha confirmado nada. Vuelve a intentarlo en un momento.',
  },
} as const satisfies Record<Language, IdentityTexts>;
