/**
 * What the navigation tests (`navigation-*.test.ts`) share: a blueprint of survey, freeform, offer and
 * confirm steps parsed through the real schema, and walks through it. Only `*.test.ts` files import this
 * module.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { BlueprintSchema, type Offer, type Step, type StepInput } from '../../contract/schemas/index.ts';
import {
  type BackTarget,
  type NavigationContext,
  type NextTarget,
  nextPosition,
  type Position,
  previousPosition,
  startPosition,
} from './navigation.ts';

/** The steps of a blueprint of `input`; fails the test when the schema skips any. */
export function steps(input: StepInput[]): Step[] {
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp', steps: input });
  expect(blueprint.skipped).toEqual([]);
  return blueprint.steps;
}

export const SURVEY: StepInput = {
  guid: 'survey',
  stepType: 'SURVEY',
  survey: {
    choices: [
      { guid: 'price', value: 'Too expensive' },
      {
        guid: 'bored',
        value: 'Bored',
        offer: { guid: 'pause-offer', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
      },
      {
        guid: 'both',
        value: 'Both',
        offer: { guid: 'choice-own', offerType: 'CONTACT' },
      },
      { guid: 'other', value: 'Other', type: 'INPUT', followup: { question: 'Tell us more' } },
    ],
  },
  offersAttached: {
    price: { guid: 'discount-offer', offerType: 'DISCOUNT', discountConfig: { couponId: 'SAVE20' } },
    both: { guid: 'attached-wins', offerType: 'CONTACT' },
  },
};
export const FREEFORM: StepInput = { guid: 'freeform', stepType: 'FREEFORM' };
export const OFFER: StepInput = {
  guid: 'trial',
  stepType: 'OFFER',
  offer: {
    guid: 'trial-offer',
    offerType: 'TRIAL_EXTENSION',
    trialExtensionConfig: { trialExtensionDays: 7 },
  },
};
export const CONFIRM: StepInput = { guid: 'confirm', stepType: 'CONFIRM' };

/** The flow over `input` (by default survey, freeform, offer, confirm) with these answers and hidden offers. */
export function nav(
  input: StepInput[] = [SURVEY, FREEFORM, OFFER, CONFIRM],
  answers: Record<string, string> = {},
  hiddenOffers: string[] = [],
): NavigationContext {
  return {
    steps: steps(input),
    answers,
    isOfferVisible: (offer: Offer) => !hiddenOffers.includes(offer.guid),
  };
}

/** The position of the step `guid`. */
export const at = (guid: string): Position => ({ kind: 'step', guid });
/** How a position reads in a walk: the step guid, `offer:<guid>`, or the kind. */
export function guidOf(target: NextTarget | BackTarget): string {
  if (target.kind === 'step') return target.guid;
  if (target.kind === 'attached-offer') return `offer:${target.offer.guid}`;
  return target.kind;
}

/** Walks Next from the start and returns what the customer sees, ending with 'cancel'. */
export function walk(ctx: NavigationContext): string[] {
  const seen: string[] = [];
  let position = startPosition(ctx);
  while (position && seen.length < 20) {
    seen.push(guidOf(position));
    const next = nextPosition(ctx, position);
    if (next.kind === 'cancel') return [...seen, 'cancel'];
    position = next;
  }
  return seen;
}

/** Walks Back from a position and returns what the customer sees, ending with 'close'. */
export function walkBack(ctx: NavigationContext, from: Position): string[] {
  const seen: string[] = [];
  let position: Position = from;
  while (seen.length < 20) {
    const back = previousPosition(ctx, position);
    if (back.kind === 'close') return [...seen, 'close'];
    seen.push(guidOf(back));
    position = back;
  }
  return seen;
}
