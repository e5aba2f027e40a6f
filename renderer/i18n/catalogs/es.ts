import type { Catalog } from './en.ts';

/** Spanish: informal "tú", as consumer subscription services address their customers in Spanish. */
export const es: Catalog = {
  'common.loading': 'Cargando…',
  'common.back': 'Atrás',
  'common.close': 'Cerrar',
  'common.getHelp': 'Obtener ayuda',
  'common.cancelNow': 'Cancelar ahora',
  'common.cancelSubscription': 'Cancelar suscripción',
  'common.logOut': 'Cerrar sesión',

  'dialog.pauseWall': 'Tu suscripción está en pausa',
  'dialog.failedPaymentWall': 'Actualiza tus datos de pago',
  'dialog.managedFlow': 'Verifica tu cuenta',
  'a11y.closeDialog': 'Cerrar ventana',
  'a11y.stepAnnouncement': 'Paso {n} de {total}: {title}',
  'a11y.errorAnnouncement': 'Error: {message}',
  'a11y.opensInNewTab': '(se abre en una pestaña nueva)',

  'stepTag.feedback': 'Tu opinión',
  'stepTag.confirm': 'Confirmación final',
  'stepTag.cancelled': 'Suscripción cancelada',
  'stepTag.offerAccepted': 'Oferta aceptada',
  'stepTag.error': 'Se ha producido un error',

  'footer.nevermind': 'Mejor no',
  'footer.next': 'Siguiente',
  'footer.declineOffer': 'Rechazar oferta',
  'footer.confirmAndCancel': 'Confirmar y cancelar',
  'footer.goToAccount': 'Ir a mi cuenta',

  'watermark.cancellation': 'Cancelación garantizada por',
  'watermark.offer': 'Oferta garantizada por',

  'survey.followupPlaceholder': 'Cuéntanos un poco más…',
  'survey.defaultFollowupQuestion': '¿Qué podríamos haber hecho mejor?',
  'freeform.placeholder': 'Comparte tu opinión con nosotros…',
  'textInput.minimumLength': {
    one: 'Escribe al menos {count} carácter.',
    other: 'Escribe al menos {count} caracteres.',
  },
  'textInput.charactersLeft': {
    one: 'Te queda {count} carácter.',
    other: 'Te quedan {count} caracteres.',
  },
  'textInput.limitReached': 'Este campo admite como máximo {max} caracteres.',

  'confirm.discountNotice.headline': 'Perderás tu descuento',
  'confirm.discountNotice.prefix': 'Ahora mismo tienes',

  'discount.off.forever': '{amount} de descuento para siempre',
  'discount.off.once': '{amount} de descuento en tu próximo pago',
  'discount.off.months': {
    one: '{amount} de descuento durante {count} mes',
    other: '{amount} de descuento durante {count} meses',
  },
  'discount.validUntil': 'Válido hasta el {date}',

  'plan.msrpLabel': 'antes',
  'price.per.day': { one: '{price}/día', other: '{price} cada {count} días' },
  'price.per.week': { one: '{price}/semana', other: '{price} cada {count} semanas' },
  'price.per.month': { one: '{price}/mes', other: '{price} cada {count} meses' },
  'price.per.year': { one: '{price}/año', other: '{price} cada {count} años' },

  'action.cancel': 'Cancelando tu suscripción…',
  'action.resume': 'Reanudando tu suscripción…',
  'action.updateCard': 'Actualizando tus datos de pago…',

  'complete.cancelled.title': 'Tu suscripción se ha cancelado',
  'complete.cancelled.message': 'Seguirás teniendo acceso hasta el {date}.',
  'complete.cancelled.farewell': 'Sentimos que te vayas.',
  'complete.paused.message': 'Tu suscripción se reanudará el {date}.',
  'complete.softPaused.message':
    'Nada cambia hasta que termine tu periodo actual, el {date}; entonces empezará tu pausa.',
  'complete.softPaused.withEnd':
    'Nada cambia hasta que termine tu periodo actual, el {date}; entonces empezará tu pausa, que terminará el {end}.',
  'complete.softPaused.ended': 'Tu periodo terminó el {date}; desde entonces tu suscripción está en pausa.',
  'complete.softPaused.endedWithEnd':
    'Tu periodo terminó el {date}; tu suscripción está en pausa hasta el {end}.',
  'complete.cancelScheduled.title': 'Tu suscripción ya tiene la cancelación programada',
  'complete.cancelScheduled.message': 'Terminará el {date}.',
  'complete.alreadyPaused.title': 'Tu suscripción ya está en pausa',
  'complete.alreadyPaused.scheduled': 'Tu pausa empieza el {start} y termina el {end}.',
  'complete.alreadyDiscounted.title': 'Ya tienes un descuento',
  'complete.alreadyDiscounted.message': 'Tu descuento actual sigue aplicándose a tu suscripción.',
  'complete.cancelNowPrompt': '¿Aun así quieres cancelar?',
  'error.continueToCancel': 'Continuar con la cancelación',
  'error.tryAgain': 'Reintentar',
  'error.noAnswer':
    'Se perdió la conexión antes de confirmar tu solicitud. Si lo intentas de nuevo, no se aplicará dos veces.',

  'cancelConfirm.question': '¿Seguro que quieres cancelar tu suscripción?',
  'cancelConfirm.confirm': 'Sí, cancelar',
  'cancelConfirm.keep': 'No, mantenerla',

  'error.sorry': 'Lo sentimos, algo ha salido mal',
  'error.contactUs': 'Ponte en contacto con nosotros.',
  'error.generic': 'No hemos podido completar tu solicitud.',
  'error.details': 'Detalles',
  'error.loading': 'Error al cargar',
  'error.connectionLost':
    'Se perdió la conexión durante la carga. Comprueba que tienes conexión y vuelve a intentarlo.',
  'error.noSubscription': 'No se ha encontrado ninguna suscripción',
  'error.customerNotFound': 'Lo sentimos, no hemos encontrado ningún cliente con ese ID.',
  'error.noEnabledSteps': 'Activa al menos un paso en tu flujo.',
  'error.cancel': 'Error al cancelar la cuenta. Ponte en contacto con el soporte.',
  'error.event': 'Error al registrar el evento',
  'error.resume': 'Error al reanudar la suscripción. Ponte en contacto con el soporte.',
  'error.supportHandlerMissing': 'handleSupportRequest no está implementado',
  'error.tooManyRequests': 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  'error.emailNotFound':
    'No hemos encontrado esa dirección de correo electrónico. Ten en cuenta que distingue entre mayúsculas y minúsculas.',
  'error.checkIdentity': 'Error al comprobar la identidad',
  'error.wrongCode': 'El código de verificación que has introducido no es correcto',
  'error.verifyIdentity': 'No hemos podido verificar tu cuenta. Inténtalo de nuevo.',
  'error.emailVerificationDisabled':
    'La verificación por correo electrónico no está activada para tu cuenta.',
  'error.cardUpdate':
    'Se ha producido un error al procesar tu pago. Revisa los datos de tu tarjeta e inténtalo de nuevo.',

  'wall.greeting': 'Hola, {name}:',
  'wall.greetingNoName': 'Hola:',

  'pauseWall.notice': 'Tu suscripción está en pausa.',
  'pauseWall.cancelDate': 'Tu suscripción se cancelará el {date}.',
  'pauseWall.heading': 'Reanuda tu suscripción',
  'pauseWall.resumeButton': 'Reanudar suscripción ahora',
  'pauseWall.reactivationDate': 'Tu suscripción se reactivará automáticamente el {date}.',
  'pauseWall.originalRate': 'Reanúdala ahora y conserva tu tarifa original.',
  'pauseWall.dataSafe': 'Los datos de tu cuenta se guardan de forma segura durante la pausa.',
  'pauseWall.softPauseTermEnd': 'Tienes acceso hasta que termine tu periodo actual, el {date}.',
  'pauseWall.softPauseTermEnded': 'Tu periodo terminó el {date}.',
  'pauseWall.nextCharge': 'Al reanudarla, se te cobrará {price}.',
  'pauseWall.resumed.title': '¡Te damos la bienvenida de nuevo!',
  'pauseWall.resumed.message': 'Tu suscripción vuelve a estar activa.',

  'failedPayment.notice':
    'No hemos podido procesar tu último pago, así que el acceso a tu cuenta está limitado por ahora.',
  'failedPayment.cardOnFile': 'Intentamos cobrar en tu tarjeta {brand} terminada en {last4}.',
  'failedPayment.cardEnding': 'Intentamos cobrar en tu tarjeta terminada en {last4}.',
  'failedPayment.cardUnknown': 'Intentamos cobrar en la tarjeta registrada.',
  'failedPayment.instructions':
    'Introduce una tarjeta nueva para pagar la factura pendiente y recuperar el acceso.',
  'failedPayment.cardFieldLabel': 'Datos de la tarjeta',
  'failedPayment.updateButton': 'Actualizar datos de pago',
  'failedPayment.paid.title': 'Pago realizado',
  'failedPayment.paid.message': 'Hemos cobrado tu factura y ya tienes acceso completo de nuevo.',
  'failedPayment.tag': 'Problema con el pago',
  'failedPayment.cardBrand': 'Intentamos cobrar en tu tarjeta {brand}.',
  'failedPayment.amountDue': 'Importe pendiente: {amount}',
  'failedPayment.paid.amount': 'Hemos cobrado {amount} en tu nueva tarjeta.',
  'failedPayment.cardFormUnavailable': 'No se pudo cargar el formulario de pago. Inténtalo de nuevo.',

  'managed.emailTitle': 'Verificación por correo electrónico',
  'managed.emailIntro':
    'Introduce el correo electrónico de tu suscripción y te enviaremos un código de verificación.',
  'managed.emailLabel': 'Correo electrónico',
  'managed.sendCode': 'Enviar código de verificación',
  'managed.codeTitle': 'Verificar cuenta',
  'managed.codeSent': 'Correo enviado a {email}',
  'managed.codeLabel': 'Código de verificación',
  'managed.codeDigitLabel': 'Dígito {n} de {total}',
  'managed.resendPrompt': '¿No te ha llegado el correo?',
  'managed.resendCode': 'Reenviar código',
  'managed.changeEmail': 'Usar otro correo electrónico',
  'managed.checking': 'Comprobando…',
  'managed.verifying': 'Verificando…',
  'managed.emailRequired': 'Introduce tu correo electrónico.',
  'managed.emailInvalid': 'Introduce un correo electrónico válido.',
  'managed.codeResent': 'Te hemos enviado un código nuevo.',

  'age.day': { one: '{count} día', other: '{count} días' },
  'age.month': { one: '{count} mes', other: '{count} meses' },
  'age.year': { one: '{count} año', other: '{count} años' },

  'subscriptionStatus.active': 'activa',
  'subscriptionStatus.trialing': 'en periodo de prueba',
  'subscriptionStatus.past_due': 'con pago vencido',
  'subscriptionStatus.canceled': 'cancelada',
  'subscriptionStatus.unpaid': 'impagada',
  'subscriptionStatus.incomplete': 'incompleta',
  'subscriptionStatus.incomplete_expired': 'caducada',
  'subscriptionStatus.paused': 'en pausa',
};
