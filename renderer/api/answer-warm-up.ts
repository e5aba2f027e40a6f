/**
 * The embed answer's check, run once in idle time on a made-up answer before any flow is shown (issue 22
 * items 3 and 4, warm by default: docs/performance.md "The answer's check, warmed"). The main chunk's code is
 * compiled as it loads (its compile hint), but the first run of valibot's and our schemas' functions still
 * meets cold inline caches: in Chromium here the first check of the bench's answer took ~5 ms (~40 ms at 4×
 * CPU), ~1.7 ms (~18 ms) after another answer had been checked. This answer has every kind of step and
 * choice, offers of six types (each type's schema is made of the same kinds of schema, so which types matters
 * little; naming them all here would add a file to what a new offer type touches,
 * docs/adding-an-offer-type.md), every list of the answer and a customer with a subscription. A lazy chunk of
 * its own: only the idle preload fetches it (state/flow/answer-warm-up.ts), never a first show.
 */

import { FLOW_CALLS } from '../../contract/flow-call-table.ts';
import type { EmbedAnswerInput } from '../../contract/schemas/index.ts';
import { parseAnswer } from './http.ts';

const offer = { header: 'Stay', description: 'A <strong>better</strong> plan', dynamic: false };
const plan = { id: 'plan_a', currency: 'USD', recurring: { interval: 'month', interval_count: 1 } };
const coupon = { id: 'c', name: 'Save', percent_off: 20, amount_off: null, duration: 'repeating' as const };

/** An answer of every part's kind, as a backend sends it (the test checks it decodes whole and what it covers). */
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
