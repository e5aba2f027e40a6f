import type { Message, PluralMessage } from '../message.ts';

/**
 * The English catalog: the source of the message keys. Every customer-facing text of the widget lives
 * here once; de, fr and es are typed against it. Keys are `area.item` (camelCase segments), grouped by
 * the screen that shows them; a text used on several screens lives under `common.*`. Plural messages
 * select on `{count}`. Texts the spec quotes are kept word for word.
 */
export const en = {
  // Shared across screens
  'common.loading': 'Loading…',
  'common.back': 'Back',
  'common.close': 'Close',
  'common.getHelp': 'Get help',
  'common.cancelNow': 'Cancel now',
  'common.cancelSubscription': 'Cancel subscription',
  'common.logOut': 'Log out',

  // Dialogs and assistive technology
  'dialog.cancelFlow': 'Manage your subscription',
  'dialog.pauseWall': 'Your subscription is paused',
  'dialog.failedPaymentWall': 'Update your payment details',
  'dialog.managedFlow': 'Verify your account',
  'a11y.closeDialog': 'Close dialog',
  'a11y.stepAnnouncement': 'Step {n} of {total}: {title}',
  'a11y.errorAnnouncement': 'Error: {message}',
  'a11y.opensInNewTab': '(opens in a new tab)',

  // Step tags (spec §2)
  'stepTag.discount': 'Special Offer',
  'stepTag.pause': 'Subscription Pause',
  'stepTag.help': 'Let Us Help',
  'stepTag.planChange': 'Consider Other Plans',
  'stepTag.trialExtension': 'Extend Your Trial',
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
  'textInput.counter': '{count}/{min}',
  'textInput.minimumLength': {
    one: 'Please write at least {count} character.',
    other: 'Please write at least {count} characters.',
  },

  // Confirm step: notice that cancelling ends the current discount (headline and prefix may come from config)
  'confirm.discountNotice.headline': 'You will lose your discount',
  'confirm.discountNotice.prefix': 'You currently get',

  // Discount offer and the wording of any discount
  'discount.off.forever': '{amount} off forever',
  'discount.off.once': '{amount} off your next payment',
  'discount.off.months': {
    one: '{amount} off for {count} month',
    other: '{amount} off for {count} months',
  },
  'discount.claim': 'Claim discount',
  'discount.overridesCurrent': 'This offer replaces your current discount.',
  'discount.validUntil': 'Valid until {date}',
  'discount.testCouponLabel': 'Test coupon',

  // Pause offer
  'pause.unit.week': { one: '{count} week', other: '{count} weeks' },
  'pause.unit.month': { one: '{count} month', other: '{count} months' },
  'pause.lengthLabel': 'Pause for',
  'pause.lengthPlaceholder': 'Choose how long',
  'pause.customDate': 'Custom date',
  'pause.resumeDateLabel': 'Resume on',
  'pause.button': 'Pause subscription',
  'pause.renewalMoved': 'Your renewal date moves back by the length of your pause.',
  'pause.currentRenewal': 'Current renewal date: {date}',
  'pause.newRenewal': 'New renewal date: {date}',
  'pause.period': 'Paused from {from} to {to}',
  'pause.previousSubscription': 'Previous subscription',
  'pause.nextSubscription': 'Next subscription',
  'pause.subscriptionPosition': 'Subscription {n} of {total}',
  'pause.preview.renewalDate': 'Renews on',
  'pause.preview.pauseFrom': 'Paused from',
  'pause.preview.pauseTo': 'Resumes on',
  'pause.error.invalidEndDate': 'Please, select a valid end date',
  'pause.error.noResumeDate': 'Please select a date to resume your subscription',

  // Trial-extension offer
  'trial.endsOn': 'Your trial ends on {date}.',
  'trial.extendButton': {
    one: 'Extend my trial by {count} day',
    other: 'Extend my trial by {count} days',
  },
  'trial.testModeNote': 'Test mode: this trial can be extended as often as you like.',
  'trial.liveModeNote': 'A trial can be extended only once.',

  // Plan-change offer and prices per billing interval ({price} already formatted)
  'plan.switch': 'Switch plan',
  'plan.showMore': 'Show more plans...',
  'plan.current': 'Current plan',
  'plan.regularPrice': 'Regular price: {price}',
  'plan.msrpLabel': 'was',
  'plan.testPlanLabel': 'Test plan',
  'plan.previewCurrenciesNote':
    'Preview: plans in every currency are shown. Customers only see plans in their own currency.',
  'price.per.day': { one: '{price}/day', other: '{price} every {count} days' },
  'price.per.week': { one: '{price}/week', other: '{price} every {count} weeks' },
  'price.per.month': { one: '{price}/month', other: '{price} every {count} months' },
  'price.per.year': { one: '{price}/year', other: '{price} every {count} years' },

  // Redirect offer (the contact offer's button is common.getHelp)
  'redirect.defaultLabel': 'Check it out',

  // Taking-action progress screens
  'action.cancel': 'Cancelling your subscription…',
  'action.pause': 'Pausing your subscription…',
  'action.trialExtension': 'Extending your trial…',
  'action.planChange': 'Changing your plan…',
  'action.discount': 'Applying your discount…',
  'action.resume': 'Resuming your subscription…',
  'action.updateCard': 'Updating your payment details…',

  // Complete screen and the flow-start messages
  'complete.cancelled.title': 'Your subscription has been cancelled',
  'complete.cancelled.message': 'You keep access until {date}.',
  'complete.cancelled.farewell': 'We are sorry to see you go.',
  'complete.paused.title': 'Your subscription is paused',
  'complete.paused.message': 'Your subscription will resume on {date}.',
  'complete.softPaused.message':
    'Nothing changes until your current term ends on {date}; your pause starts then.',
  'complete.trialExtended.title': 'Your trial has been extended',
  'complete.trialExtended.message': 'Your trial now ends on {date}.',
  'complete.planChanged.title': 'Your plan has been changed',
  'complete.planChanged.message': 'You are now on {plan}.',
  'complete.discountApplied.title': 'Your discount has been applied',
  'complete.discountApplied.message': 'Your discount: {discount}.',
  'complete.cancelScheduled.title': 'Your subscription is already set to cancel',
  'complete.cancelScheduled.message': 'It ends on {date}.',
  'complete.alreadyPaused.title': 'Your subscription is already paused',
  'complete.alreadyPaused.scheduled': 'Your pause starts on {start} and ends on {end}.',
  'complete.alreadyDiscounted.title': 'You already have a discount',
  'complete.alreadyDiscounted.message': 'Your current discount is still applied to your subscription.',
  'complete.cancelNowPrompt': 'Still want to cancel?',

  // Error screen and error messages (spec §8)
  'error.sorry': 'Sorry, something went wrong',
  'error.contactUs': 'Please contact us.',
  'error.generic': 'We could not complete your request.',
  'error.details': 'Details',
  'error.loading': 'Error loading',
  'error.noSubscription': 'No subscription found',
  'error.customerNotFound': 'Sorry, could not find a customer with matching ID.',
  'error.noEnabledSteps': 'Please enable at least one step in your flow.',
  'error.pause': 'Error pausing account. Please contact support.',
  'error.planChange': 'Error changing your subscription. Please contact support.',
  'error.planChangeNoResponse': 'Error changing subscription',
  'error.cancel': 'Error cancelling account. Please contact support.',
  'error.trialExtension': 'Error extending trial',
  'error.discount': 'Error applying discount',
  'error.event': 'Error recording event',
  'error.resume': 'Error resuming subscription. Please contact support.',
  'error.supportHandlerMissing': 'handleSupportRequest not implemented',
  'error.initTestMode': 'Initialization failed. Make sure your {provider} testing account is linked.',
  'error.initLiveMode':
    'Initialization failed, typically due to a mismatched HMAC hash. Check the network logs for details.',
  'error.tooManyRequests': 'Too many requests. Please try again later.',
  'error.emailNotFound':
    'We were unable to find that email address. Please note the email address is case sensitive.',
  'error.checkIdentity': 'Error checking identity',
  'error.wrongCode': 'The verification code you entered is incorrect',
  'error.verifyIdentity': 'We could not verify your account. Please try again.',
  'error.emailVerificationDisabled': 'Email-based verification is not enabled for your account.',
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

  // Managed flow (e-mail verification)
  'managed.emailTitle': 'Email Verification',
  'managed.emailIntro':
    'Enter the email address of your subscription and we will send you a verification code.',
  'managed.emailLabel': 'Email address',
  'managed.sendCode': 'Send Verification Code',
  'managed.codeTitle': 'Verify Account',
  'managed.codeSent': 'Email sent to {email}',
  'managed.codeLabel': 'Verification code',
  'managed.codeDigitLabel': 'Digit {n} of {total}',
  'managed.resendPrompt': 'Did not get the email?',
  'managed.resendCode': 'Resend code',
  'managed.checking': 'Checking…',
  'managed.verifying': 'Verifying…',
  'managed.emailRequired': 'Please enter your email address.',
  'managed.emailInvalid': 'Please enter a valid email address.',
  'managed.codeResent': 'We sent you a new code.',

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

/** Every message key; a key's literal type carries its variables (see `MessageVariableNames`). */
export type MessageKey = keyof typeof en;

/** A complete catalog: every key of `en`, a plural message where en has one. Extra keys fail typecheck. */
export type Catalog = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};
