import type { Message } from '../../message.ts';

/**
 * English texts of the cancel flow's later steps (every offer, the complete screens, the offers' action
 * errors): they travel in the later-steps chunk (`renderer/views/later-views.ts`), which registers them
 * before any of its views renders.
 */
export const enLaterSteps = {
  // Discount offer (the wording of a discount is the main chunk's)
  'discount.claim': 'Claim discount',
  'discount.overridesCurrent': 'This offer replaces your current discount.',
  'discount.testCouponLabel': 'Test coupon',

  // Pause offer
  'pause.unit.day': { one: '{count} day', other: '{count} days' },
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
  'pause.yourSubscription': 'Your subscription',
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

  // Downgrade offer (beyond the spec): the one plan a leaving customer may move to
  'downgrade.switch': 'Switch to {plan}',
  'downgrade.free': 'Free',

  // Redirect offer (the contact offer's button is common.getHelp)
  'redirect.defaultLabel': 'Check it out',

  // Complete screens and the flow-start messages (after a cancellation: the main chunk's)
  'complete.paused.title': 'Your subscription is paused',
  'complete.paused.message': 'Your subscription will resume on {date}.',
  'complete.softPaused.message':
    'Nothing changes until your current term ends on {date}; your pause starts then.',
  'complete.trialExtended.title': 'Your trial has been extended',
  'complete.trialExtended.message': 'Your trial now ends on {date}.',
  'complete.planChanged.title': 'Your plan has been changed',
  'complete.planChanged.message': 'You are now on {plan}.',
  'complete.downgraded.title': 'You are now on {plan}',
  'complete.downgraded.message': 'Your account stays open. You can upgrade again at any time.',
  'complete.discountApplied.title': 'Your discount has been applied',
  'complete.discountApplied.message': 'Your discount: {discount}.',
  'complete.cancelScheduled.title': 'Your subscription is already set to cancel',
  'complete.cancelScheduled.message': 'It ends on {date}.',
  'complete.alreadyPaused.title': 'Your subscription is already paused',
  'complete.alreadyPaused.scheduled': 'Your pause starts on {start} and ends on {end}.',
  'complete.alreadyDiscounted.title': 'You already have a discount',
  'complete.alreadyDiscounted.message': 'Your current discount is still applied to your subscription.',
  'complete.cancelNowPrompt': 'Still want to cancel?',

  // Errors of the offers' actions (spec §8)
  'error.pause': 'Error pausing account. Please contact support.',
  'error.planChange': 'Error changing your subscription. Please contact support.',
  'error.planChangeNoResponse': 'Error changing subscription',
  'error.trialExtension': 'Error extending trial',
  'error.discount': 'Error applying discount',
  'error.downgrade': 'Error switching your plan. Please contact support.',
} as const satisfies Record<string, Message>;
