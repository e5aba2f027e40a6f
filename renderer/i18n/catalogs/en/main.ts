import type { Message } from '../../message.ts';

/**
 * English texts of the main chunk: the cancel flow's first steps and shell (dialog, header, footer, loader,
 * watermark), its progress and error screens, the template words (ages, statuses), and every text that
 * more than one part shows. The script-tag core ships these and nothing else; each lazy part brings its
 * own (`later-steps.ts`, `walls.ts`, `managed-flow.ts`), registered when its chunk loads (`english.ts`).
 * A key goes here when code of the main chunk names it, or when several lazy parts share it. An offer
 * type's step tag and taking-action text are its own (`i18n/offers/<type>.ts`, in the later steps' chunk):
 * the shell names them, but shows them only once the offer's view is there.
 */
export const enMain = {
  // Shared across screens (Close and Log out are the walls')
  'common.loading': 'Loading…',
  'common.back': 'Back',
  'common.getHelp': 'Get help',
  'common.cancelNow': 'Cancel now',
  'common.cancelSubscription': 'Cancel subscription',

  // Dialogs and assistive technology
  'a11y.closeDialog': 'Close dialog',
  'a11y.stepAnnouncement': 'Step {n} of {total}: {title}',
  'a11y.errorAnnouncement': 'Error: {message}',
  'a11y.opensInNewTab': '(opens in a new tab)',

  // Step tags (spec §2) of the steps and outcomes; each offer type's is in its file in i18n/offers/
  'stepTag.feedback': 'Your Feedback',
  'stepTag.confirm': 'Final Confirmation',
  'stepTag.cancelled': 'Subscription Cancelled',
  'stepTag.offerAccepted': 'Offer Accepted',
  'stepTag.error': 'An Error Occurred',

  // Footer buttons (Back, Cancel subscription and Close are common.*)
  'footer.nevermind': 'Nevermind',
  'footer.next': 'Next',
  'footer.declineOffer': 'Decline offer',
  'footer.confirmAndCancel': 'Confirm and cancel',
  'footer.goToAccount': 'Go to account',

  // Watermark: followed by the product's name as a link
  'watermark.cancellation': 'Cancellation Guaranteed by',
  'watermark.offer': 'Offer Guaranteed by',

  // Survey, free-form feedback and their character counter
  'survey.followupPlaceholder': 'Tell us a little more…',
  'survey.defaultFollowupQuestion': 'What could we have done better?',
  'freeform.placeholder': 'Share your thoughts with us…',
  'textInput.minimumLength': {
    one: 'Please write at least {count} character.',
    other: 'Please write at least {count} characters.',
  },

  // Confirm step: notice that cancelling ends the current discount (headline and prefix may come from config)
  'confirm.discountNotice.headline': 'You will lose your discount',
  'confirm.discountNotice.prefix': 'You currently get',

  // The wording of any discount (the confirm step's notice and the discount offer)
  'discount.off.forever': '{amount} off forever',
  'discount.off.once': '{amount} off your next payment',
  'discount.off.months': {
    one: '{amount} off for {count} month',
    other: '{amount} off for {count} months',
  },
  'discount.validUntil': 'Valid until {date}',

  // Taking-action progress screen of the cancel (each acting offer's: its file in i18n/offers/)
  'action.cancel': 'Cancelling your subscription…',

  // Complete screen after a cancellation: the later steps' and the walls' alike
  'complete.cancelled.title': 'Your subscription has been cancelled',
  'complete.cancelled.message': 'You keep access until {date}.',
  'complete.cancelled.farewell': 'We are sorry to see you go.',

  // Error screen and error messages (spec §8)
  'error.sorry': 'Sorry, something went wrong',
  'error.contactUs': 'Please contact us.',
  'error.generic': 'We could not complete your request.',
  'error.details': 'Details',
  'error.loading': 'Error loading',
  // A load that got no answer: the connection, not the backend, failed; Try again asks again (also the
  // after-offer error screen's, in the later steps)
  'error.connectionLost': 'The connection was lost. Check that you are online, then try again.',
  'error.tryAgain': 'Try again',
  'error.noSubscription': 'No subscription found',
  'error.customerNotFound': 'Sorry, could not find a customer with matching ID.',
  'error.noEnabledSteps': 'Please enable at least one step in your flow.',
  'error.cancel': 'Error cancelling account. Please contact support.',
  'error.event': 'Error recording event',
  'error.supportHandlerMissing': 'handleSupportRequest not implemented',

  // Age of a subscription (spec §9 Age display)
  'age.day': { one: '{count} day', other: '{count} days' },
  'age.month': { one: '{count} month', other: '{count} months' },
  'age.year': { one: '{count} year', other: '{count} years' },

  // Subscription statuses, keyed by the provider's value (for {{SUBSCRIPTION_STATUS}})
  'subscriptionStatus.active': 'active',
  'subscriptionStatus.trialing': 'in trial',
  'subscriptionStatus.past_due': 'past due',
  'subscriptionStatus.canceled': 'cancelled',
  'subscriptionStatus.unpaid': 'unpaid',
  'subscriptionStatus.incomplete': 'incomplete',
  'subscriptionStatus.incomplete_expired': 'expired',
  'subscriptionStatus.paused': 'paused',
} as const satisfies Record<string, Message>;
