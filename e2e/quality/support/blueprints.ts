/**
 * Blueprint transforms for the quality suites: take a fixture (wire format) and serve it in another theme,
 * another brand colour, or with only some steps enabled, so a screen is one page load away.
 */

import type { BlueprintInput, OfferType, StepType, Theme } from '../../../contract/schemas/index.ts';
import { type BlueprintFixtureName, blueprintFixtures, brandingFixtures } from '../../../fixtures/index.ts';

type StepInput = BlueprintInput['steps'][number];

/** A fixture blueprint built for `now`. */
export function fixtureBlueprint(name: BlueprintFixtureName, now: Date): BlueprintInput {
  return blueprintFixtures[name](now);
}

/** The same blueprint in another theme. */
export function withTheme(blueprint: BlueprintInput, theme: Theme): BlueprintInput {
  return { ...blueprint, styles: { ...blueprint.styles, theme } };
}

/** The same blueprint in another brand colour (every field the renderer reads it from). */
export function withBrandColor(blueprint: BlueprintInput, color: string): BlueprintInput {
  return {
    ...blueprint,
    primaryColor: color,
    styles: { ...blueprint.styles, colors: { ...blueprint.styles?.colors, primary: color } },
  };
}

function stepType(step: StepInput): StepType | string {
  return typeof step === 'object' && step !== null && 'stepType' in step ? String(step.stepType) : '';
}

function offerType(step: StepInput): OfferType | string | null {
  if (typeof step !== 'object' || step === null || !('offer' in step)) return null;
  const offer: unknown = step.offer;
  return typeof offer === 'object' && offer !== null && 'offerType' in offer ? String(offer.offerType) : null;
}

/** What a step is, for picking: `SURVEY`, `CONFIRM`, `FREEFORM` or the offer type of an OFFER step. */
export function stepKind(step: StepInput): string {
  return stepType(step) === 'OFFER' ? (offerType(step) ?? 'OFFER') : stepType(step);
}

/**
 * Keeps only the steps of the given kinds enabled (navigation passes over disabled steps), so the flow
 * opens on the first of them.
 */
export function onlySteps(blueprint: BlueprintInput, ...kinds: string[]): BlueprintInput {
  const steps = blueprint.steps.map((step) => ({ ...step, enabled: kinds.includes(stepKind(step)) }));
  if (!steps.some((step) => step.enabled))
    throw new Error(`no step of ${kinds.join(', ')} in ${blueprint._id}`);
  return { ...blueprint, steps };
}

/** Every distinct brand colour the fixtures use (blueprints and brandings), the default first. */
export function fixtureBrandColors(now: Date): string[] {
  const colors = new Set<string>();
  for (const make of Object.values(brandingFixtures)) {
    const primary = make().colors?.primary;
    if (primary) colors.add(primary.toLowerCase());
  }
  for (const make of Object.values(blueprintFixtures)) {
    const blueprint = make(now);
    const primary = blueprint.styles?.colors?.primary ?? blueprint.primaryColor;
    if (primary) colors.add(primary.toLowerCase());
  }
  return [...colors];
}

/**
 * The same blueprint with an owner's worst texts: a long unbroken word (a pasted URL) as every offer's header
 * and button label and as every survey choice, which must wrap, not push the dialog sideways or be cut off.
 */
export function withLongWords(blueprint: BlueprintInput): BlueprintInput {
  const word = `https://help.example.com/${'a'.repeat(100)}`;
  const steps = blueprint.steps.map((step) => {
    const offer =
      'offer' in step && typeof step.offer === 'object' && step.offer !== null ? step.offer : null;
    const survey =
      'survey' in step && typeof step.survey === 'object' && step.survey !== null ? step.survey : null;
    return {
      ...step,
      ...(offer
        ? {
            offer: {
              ...offer,
              header: word,
              ...('redirectConfig' in offer && typeof offer.redirectConfig === 'object'
                ? { redirectConfig: { ...offer.redirectConfig, redirectLabel: word } }
                : {}),
            },
          }
        : {}),
      ...(survey && Array.isArray(survey.choices)
        ? { survey: { ...survey, choices: survey.choices.map((choice) => ({ ...choice, value: word })) } }
        : {}),
    };
  });
  return { ...blueprint, steps };
}

/** Owner texts in Hebrew, each ending in punctuation, which shows where a text's direction put its end. */
export const RIGHT_TO_LEFT_TEXTS = {
  header: 'לפני שאתה הולך, ספר לנו למה?',
  description: 'התשובה שלך עוזרת לנו להשתפר.',
  choice: (n: number) => `סיבה מספר ${n}!`,
};

function withRightToLeftHeader<T extends object>(part: T): T {
  return { ...part, header: RIGHT_TO_LEFT_TEXTS.header, description: RIGHT_TO_LEFT_TEXTS.description };
}

/**
 * The same blueprint written by a business in Hebrew: every step's and offer's header and description and
 * every survey choice, while the widget's own texts (buttons, labels) stay in the customer's language.
 */
export function withRightToLeftTexts(blueprint: BlueprintInput): BlueprintInput {
  const steps = blueprint.steps.map((step) => {
    const offer =
      'offer' in step && typeof step.offer === 'object' && step.offer !== null ? step.offer : null;
    const survey =
      'survey' in step && typeof step.survey === 'object' && step.survey !== null ? step.survey : null;
    return {
      ...withRightToLeftHeader(step),
      ...(offer ? { offer: withRightToLeftHeader(offer) } : {}),
      ...(survey && Array.isArray(survey.choices)
        ? {
            survey: {
              ...survey,
              choices: survey.choices.map((choice, i) => ({
                ...choice,
                value: RIGHT_TO_LEFT_TEXTS.choice(i + 1),
              })),
            },
          }
        : {}),
    };
  });
  return { ...blueprint, steps };
}
