/**
 * The embed answer's check, run once in idle time on a made-up answer before any flow is shown (issue 22
 * item 3, warm by default: docs/performance.md "The answer's check, warmed"). A browser compiles a function
 * the first time it runs; the first check of a real answer compiled most of valibot and our schemas' code
 * while the customer waited (in Chromium here ~8 ms of a first show's script, ~30 ms at 4× CPU, against ~1.5
 * and ~10 ms once compiled). Checking this answer, which has every kind of step, choice and offer, every
 * catalog entry and a customer with a subscription, compiles the same code ahead of the click. A lazy chunk
 * of its own: only the idle preload fetches it (state/flow/answer-warm-up.ts), never a first show.
 */

import { FLOW_CALLS } from '../../contract/flow-call-table.ts';
import type { EmbedAnswerInput } from '../../contract/schemas/index.ts';
import { parseAnswer } from './http.ts';

const offer = { header: 'Stay', description: 'A <strong>better</strong> plan', dynamic: false };
const plan = { id: 'plan_a', currency: 'USD', recurring: { interval: 'month', interval_count: 1 } };
const coupon = { id: 'c', name: 'Save', percent_off: 20, amount_off: null, duration: 'repeating' as const };

/** An answer of every part's kind, as a backend sends it (the test checks it decodes whole and covers them). */
export const WARM_UP_ANSWER: EmbedAnswerInput = {
  blueprint: {
    _id: 'warm-up',
    discountCooldown: 1,
    pauseCooldown: null,
    styles: { colors: { primary: '#123456' }, theme: 'default' },
    steps: [
      {
        guid: 's',
        stepType: 'SURVEY',
        header: 'Why?',
        survey: {
          choices: [
            { guid: 'a', value: 'Price' },
            {
              guid: 'b',
              value: 'Other',
              type: 'INPUT',
              followup: { question: 'What?' },
              offer: { ...offer, guid: 'o1', offerType: 'CONTACT' },
            },
          ],
          minLength: 0,
        },
        offersAttached: {
          a: { ...offer, guid: 'o2', offerType: 'DISCOUNT', discountConfig: { couponId: 'c' } },
        },
        defaultNextStep: 'f',
      },
      { guid: 'f', stepType: 'FREEFORM', freeformConfig: { inputRequired: false, minLength: 0 } },
      {
        guid: 'p',
        stepType: 'OFFER',
        offer: {
          ...offer,
          guid: 'o3',
          offerType: 'PAUSE',
          pauseConfig: { pauseInterval: 'MONTH', maxPauseLength: 2 },
        },
      },
      {
        guid: 't',
        stepType: 'OFFER',
        offer: {
          ...offer,
          guid: 'o4',
          offerType: 'TRIAL_EXTENSION',
          trialExtensionConfig: { trialExtensionDays: 7 },
        },
      },
      {
        guid: 'g',
        stepType: 'OFFER',
        offer: { ...offer, guid: 'o5', offerType: 'PLAN_CHANGE', planChangeConfig: { options: ['plan_a'] } },
      },
      {
        guid: 'r',
        stepType: 'OFFER',
        offer: {
          ...offer,
          guid: 'o6',
          offerType: 'REDIRECT',
          redirectConfig: { redirectUrl: 'https://example.com/', redirectLabel: 'Go' },
        },
      },
      {
        guid: 'd',
        stepType: 'OFFER',
        offer: { ...offer, guid: 'o7', offerType: 'DOWNGRADE', downgradeConfig: { planId: 'plan_a' } },
      },
      {
        guid: 'c',
        stepType: 'CONFIRM',
        confirmConfig: { discountNotice: { headline: 'Note', prefix: 'You keep' } },
      },
    ],
  },
  branding: { name: 'Shop', colors: { primary: '#123456' }, emailFlow: { enabled: false } },
  customer: {
    id: 'cus',
    name: 'Ada',
    metadata: { a: 'b', n: 1 },
    subscriptions: {
      data: [
        {
          id: 'sub',
          status: 'active',
          start_date: 1,
          current_period_start: 1,
          current_period_end: 2,
          items: { data: [{ id: 'si', price: { ...plan, unit_amount: 100, product: { name: 'Pro' } } }] },
          discount: { coupon },
          metadata: {},
        },
      ],
    },
  },
  coupons: [coupon],
  sessions: [
    {
      _id: 'x',
      createdAt: '2026-01-01T00:00:00Z',
      acceptedOffer: { guid: 'o3', offerType: 'PAUSE', pauseDuration: 1, pauseInterval: 'MONTH' },
    },
  ],
  offerPlans: [{ ...plan, unit_amount: 100, product: { name: 'Pro' } }],
  orgPlanSettings: [{ planId: 'plan_a', nick: 'Pro', features: ['A'] }],
  orgTranslations: { de: { a: 'b' } },
  orgProviderSettings: { pauseEndOfTerm: false },
  externalData: { subscriptionId: null, customerAttributes: {} },
};

/** Checks the made-up answer exactly as the transport checks a real one; throws if it no longer passes. */
export function warmUpAnswerCheck(): void {
  parseAnswer(FLOW_CALLS.embed, 200, JSON.stringify(WARM_UP_ANSWER));
}
