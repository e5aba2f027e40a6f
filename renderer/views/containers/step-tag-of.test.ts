import { describe, expect, it } from 'vitest';
import { decodeStep } from '../../../contract/schemas/blueprint.ts';
import type { OfferType, Step } from '../../../contract/schemas/index.ts';
import { createTranslator } from '../../i18n/index.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { STEP_ICONS } from '../shell/later-step-icons.tsx';
import { OUTCOME_TAGS, stepTagOf, type TagSpec } from './step-tag-of.ts';
import { translateKey } from './translate-key.ts';

// An offer's tag is one of its own texts, which come with the later steps' chunk.
registerOfferTexts(OFFER_TEXTS);
const t = createTranslator({ lang: 'en' });
/** A step as the widget reads it from the wire. */
function step(stepType: 'SURVEY' | 'FREEFORM' | 'CONFIRM'): Step {
  const survey = { choices: [{ guid: 'c', value: 'Too expensive' }] };
  const decoded = decodeStep({ guid: 's', stepType, ...(stepType === 'SURVEY' ? { survey } : {}) }, []);
  if (decoded?.stepType !== stepType) throw new Error(`fixture: a ${stepType} step`);
  return decoded;
}
const shown = (tag: TagSpec) => ({ label: translateKey(t, tag.label), hasIcon: tag.kind in STEP_ICONS });

describe('Step tag and icon per step (spec §2)', () => {
  it.each([
    ['SURVEY', 'Your Feedback'],
    ['FREEFORM', 'Your Feedback'],
    ['CONFIRM', 'Final Confirmation'],
  ] as const)('a %s step: %s', (stepType, label) => {
    expect(shown(stepTagOf(step(stepType), null))).toEqual({ label, hasIcon: true });
  });

  it.each([
    ['DISCOUNT', 'Special Offer'],
    ['PAUSE', 'Subscription Pause'],
    ['CONTACT', 'Let Us Help'],
    ['REDIRECT', 'Let Us Help'],
    ['PLAN_CHANGE', 'Consider Other Plans'],
    ['TRIAL_EXTENSION', 'Extend Your Trial'],
  ] as const satisfies readonly (readonly [OfferType, string])[])('a %s offer: %s', (offerType, label) => {
    expect(shown(stepTagOf(null, offerType))).toEqual({ label, hasIcon: true });
  });

  it('the outcomes: Subscription Cancelled, Offer Accepted, An Error Occurred', () => {
    expect([OUTCOME_TAGS.cancelled, OUTCOME_TAGS.accepted, OUTCOME_TAGS.error].map(shown)).toEqual([
      { label: 'Subscription Cancelled', hasIcon: true },
      { label: 'Offer Accepted', hasIcon: true },
      { label: 'An Error Occurred', hasIcon: true },
    ]);
  });
});
