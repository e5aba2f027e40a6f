import type { Message } from '../../message.ts';

/**
 * English texts of the cancel flow's later steps that no one offer owns (a plan card's prices, the complete
 * screens shared with the flow-start messages): they travel in the later-steps chunk
 * (`renderer/views/later-views.ts`), which registers them before any of its views renders. Each offer type's
 * own texts are in `i18n/offers/<type>.ts`, which travels in the same chunk.
 */
export const enLaterSteps = {
  // Under a free-text field of the first step near its limit (views/containers/free-text-hint.ts): the
  // fields are the main chunk's, the hint comes with this chunk, long before anyone has typed 4,500 characters
  'textInput.charactersLeft': {
    one: 'You have {count} character left.',
    other: 'You have {count} characters left.',
  },
  'textInput.limitReached': '{max} characters is the most this field takes.',

  // A plan card (plan change and downgrade): the struck-through price's label, prices per billing interval
  // ({price} already formatted)
  'plan.msrpLabel': 'was',
  'price.per.day': { one: '{price}/day', other: '{price} every {count} days' },
  'price.per.week': { one: '{price}/week', other: '{price} every {count} weeks' },
  'price.per.month': { one: '{price}/month', other: '{price} every {count} months' },
  'price.per.year': { one: '{price}/year', other: '{price} every {count} years' },

  // Complete screens shared with the flow-start messages (after a cancellation: the main chunk's; each
  // offer's own: its file in i18n/offers/)
  'complete.paused.message': 'Your subscription will resume on {date}.',
  'complete.softPaused.message':
    'Nothing changes until your current term ends on {date}; your pause starts then.',
  'complete.softPaused.withEnd':
    'Nothing changes until your current term ends on {date}; your pause starts then and ends on {end}.',
  'complete.softPaused.ended': 'Your term ended on {date}; your subscription has been paused since then.',
  'complete.softPaused.endedWithEnd': 'Your term ended on {date}; your subscription is paused until {end}.',
  'complete.cancelScheduled.title': 'Your subscription is already set to cancel',
  'complete.cancelScheduled.message': 'It ends on {date}.',
  'complete.alreadyPaused.title': 'Your subscription is already paused',
  'complete.alreadyPaused.scheduled': 'Your pause starts on {start} and ends on {end}.',
  'complete.alreadyDiscounted.title': 'You already have a discount',
  'complete.alreadyDiscounted.message': 'Your current discount is still applied to your subscription.',
  'complete.cancelNowPrompt': 'Still want to cancel?',

  // The error screen after an offer's action failed: the ways back into the flow (a customer can always
  // cancel), and why Try again (its label is the main chunk's) is safe when the answer was lost
  'error.continueToCancel': 'Continue to cancel',
  'error.noAnswer':
    'We lost the connection before your request was confirmed. Trying again will not apply it twice.',
} as const satisfies Record<string, Message>;
