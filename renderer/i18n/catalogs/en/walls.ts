import type { Message } from '../../message.ts';

/**
 * English texts of the pause wall and the failed-payment wall: they travel in the walls' chunk
 * (`renderer/embed/walls-api.ts`), which registers them before a wall can show.
 */
export const enWalls = {
  // Words only the walls use
  'common.close': 'Close',
  'common.logOut': 'Log out',

  // Dialog names
  'dialog.pauseWall': 'Your subscription is paused',
  'dialog.failedPaymentWall': 'Update your payment details',

  // Progress screens
  'action.resume': 'Resuming your subscription…',
  'action.updateCard': 'Updating your payment details…',

  // Errors of the walls' actions (spec §8)
  'error.resume': 'Error resuming subscription. Please contact support.',
  'error.cardUpdate':
    'There was an error processing your payment. Please double check your card and try again.',

  // Greeting shared by the pause wall and the failed-payment wall
  'wall.greeting': 'Hi {name},',
  'wall.greetingNoName': 'Hi there,',

  // Pause wall (cancel now and log out are common.*)
  'pauseWall.notice': 'Your subscription is currently paused.',
  'pauseWall.cancelDate': 'Your subscription is set to cancel on {date}.',
  'pauseWall.heading': 'Resume your subscription',
  'pauseWall.resumeButton': 'Resume Subscription Now',
  'pauseWall.reactivationDate': 'Your subscription will reactivate automatically on {date}.',
  'pauseWall.originalRate': 'Resume now and keep your original rate.',
  'pauseWall.dataSafe': 'Your account data is kept safe while your subscription is paused.',
  'pauseWall.softPauseTermEnd': 'You have access until your current term ends on {date}.',
  'pauseWall.softPauseTermEnded': 'Your term ended on {date}.',
  'pauseWall.nextCharge': 'When you resume, you will be charged {price}.',
  'pauseWall.resumed.title': 'Welcome back!',
  'pauseWall.resumed.message': 'Your subscription is active again.',

  // Failed-payment wall (back, get help, cancel, log out and loading are common.*)
  'failedPayment.notice':
    'We could not process your latest payment, so access to your account is limited for now.',
  'failedPayment.cardOnFile': 'We tried to charge your {brand} card ending in {last4}.',
  'failedPayment.cardEnding': 'We tried to charge your card ending in {last4}.',
  'failedPayment.cardUnknown': 'We tried to charge the card on file.',
  'failedPayment.instructions': 'Enter a new card to pay the open invoice and restore your access.',
  'failedPayment.cardFieldLabel': 'Card details',
  'failedPayment.updateButton': 'Update billing',
  'failedPayment.paid.title': 'Payment successful',
  'failedPayment.paid.message': 'Your invoice has been paid and full access is restored.',
  'failedPayment.tag': 'Payment Issue',
  'failedPayment.cardBrand': 'We tried to charge your {brand} card.',
  'failedPayment.amountDue': 'Amount due: {amount}',
  'failedPayment.paid.amount': 'We charged {amount} to your new card.',
  'failedPayment.cardFormUnavailable': 'The payment form could not be loaded. Please try again.',
} as const satisfies Record<string, Message>;
