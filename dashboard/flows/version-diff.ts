/**
 * What changed between two versions of a flow (issue 21 item 2, "versions can be compared"), as a list of
 * sentences for the author: steps added, removed and moved, each kept step's texts, links, settings, survey
 * choices and offers. Pure; both versions are read with the contract's schema first, so a field left out and
 * the same field at its default compare equal. Steps and choices are matched by guid, as the widget links them;
 * steps are numbered in the order customers meet them, as the editor numbers them.
 */
import * as v from 'valibot';
import {
  type Blueprint,
  type BlueprintInput,
  BlueprintSchema,
  type ConfirmStep,
  type FreeformStep,
  type Offer,
  type Step,
  type SurveyStep,
} from '../../contract/schemas/index.ts';
import { stepOrder } from '../../renderer/domain/step-order.ts';
import { STEP_LABELS, stepName } from './labels.ts';
import { offerChanges, quoted, shownValue, textChange } from './offer-diff.ts';
import { OFFERS } from './offers/index.ts';

export const DIFF_MESSAGES = {
  unreadable: 'One of the two versions could not be read, so they cannot be compared.',
} as const;

/** The flow's settings beside its steps, as the author knows them. */
const FLOW_SETTING_LABELS = {
  segment: 'segment',
  abtest: 'A/B test',
  brandImage: 'brand image',
  discountCooldown: 'discount cooldown (months)',
  pauseCooldown: 'pause cooldown (months)',
  styles: 'styles (theme, colour, confetti)',
  primaryColor: 'primary colour',
  secondaryColor: 'secondary colour',
  accentColor: 'accent colour',
  brandTheme: 'brand theme',
  confetti: 'confetti',
} as const satisfies Partial<Record<keyof Blueprint, string>>;

const UNLINKED = {
  defaultNextStep: 'the next step in order',
  defaultPreviousStep: 'the step the customer came from',
} as const;

/** The guids of `sequence` that keep their relative order in `other` (a longest common subsequence). */
function keptInOrder(sequence: readonly string[], other: readonly string[]): Set<string> {
  const rows = sequence.length;
  const cols = other.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      table[i]![j] =
        sequence[i] === other[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < rows && j < cols; ) {
    if (sequence[i] === other[j]) {
      kept.add(sequence[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

interface Versions {
  before: Blueprint;
  after: Blueprint;
  /** A step's name in the version it is found in (the newer first): its place, type and header. */
  nameOf: (guid: string) => string;
}

function linkChanges(versions: Versions, before: Step, after: Step): string[] {
  return (['defaultNextStep', 'defaultPreviousStep'] as const).flatMap((link) => {
    const from = before[link] ?? null;
    const to = after[link] ?? null;
    if (from === to) return [];
    const target = (guid: string | null) => (guid === null ? UNLINKED[link] : versions.nameOf(guid));
    const label = link === 'defaultNextStep' ? 'Next' : 'Back';
    return [`${label} leads to ${target(to)} (was ${target(from)})`];
  });
}

function attachedTo(step: SurveyStep, choiceGuid: string): Offer | null {
  const choice = step.survey.choices.find((c) => c.guid === choiceGuid);
  return step.offersAttached[choiceGuid] ?? choice?.offer ?? null;
}

function choiceChanges(before: SurveyStep, after: SurveyStep): string[] {
  const old = new Map(before.survey.choices.map((choice) => [choice.guid, choice]));
  const now = new Map(after.survey.choices.map((choice) => [choice.guid, choice]));
  const changes = before.survey.choices
    .filter((choice) => !now.has(choice.guid))
    .map((choice) => `choice ${quoted(choice.value)} removed`);
  for (const choice of after.survey.choices) {
    const was = old.get(choice.guid);
    const name = `choice ${quoted(choice.value)}`;
    const to = attachedTo(after, choice.guid);
    if (!was) {
      changes.push(`${name} added`, ...(to ? [`${name}: ${OFFERS[to.offerType].label} offer attached`] : []));
      continue;
    }
    changes.push(...textChange('choice', was.value, choice.value));
    const asked = was.type === 'INPUT';
    const asks = choice.type === 'INPUT';
    const question = choice.followup?.question ?? '';
    if (asks && !asked) changes.push(`${name} asks a follow-up question (${quoted(question)})`);
    else if (asked && !asks) changes.push(`${name} no longer asks a follow-up question`);
    else if (asks)
      changes.push(...textChange(`${name}: follow-up question`, was.followup?.question, question));
    const from = attachedTo(before, choice.guid);
    if (from && !to) changes.push(`${name}: ${OFFERS[from.offerType].label} offer removed`);
    else if (!from && to) changes.push(`${name}: ${OFFERS[to.offerType].label} offer attached`);
    else if (from && to) changes.push(...offerChanges(from, to).map((change) => `${name}: ${change}`));
  }
  const common = (list: readonly { guid: string }[], other: Map<string, unknown>) =>
    list.map((choice) => choice.guid).filter((guid) => other.has(guid));
  if (common(before.survey.choices, now).join() !== common(after.survey.choices, old).join())
    changes.push('choices reordered');
  return changes;
}

function flag(changed: boolean, now: boolean, on: string, off: string): string[] {
  return changed ? [now ? on : off] : [];
}

function surveyChanges(before: SurveyStep, after: SurveyStep): string[] {
  const [a, b] = [before.survey, after.survey];
  return [
    ...flag(
      a.randomize !== b.randomize,
      b.randomize,
      'choices in random order',
      'choices in the order given',
    ),
    ...flag(
      a.followupRequired !== b.followupRequired,
      b.followupRequired,
      'a follow-up answer is required',
      'a follow-up answer is optional',
    ),
    ...(a.minLength === b.minLength ? [] : [`follow-up minimum length ${a.minLength} → ${b.minLength}`]),
    ...choiceChanges(before, after),
  ];
}

function freeformChanges(before: FreeformStep, after: FreeformStep): string[] {
  const [a, b] = [before.freeformConfig, after.freeformConfig];
  return [
    ...flag(
      a.inputRequired !== b.inputRequired,
      b.inputRequired,
      'an answer is required',
      'an answer is optional',
    ),
    ...(a.minLength === b.minLength ? [] : [`minimum length ${a.minLength} → ${b.minLength}`]),
  ];
}

function confirmChanges(before: ConfirmStep, after: ConfirmStep): string[] {
  const [a, b] = [before.confirmConfig.discountNotice, after.confirmConfig.discountNotice];
  if (!a && b) return ['discount notice added'];
  if (a && !b) return ['discount notice removed'];
  if (!a || !b) return [];
  return [
    ...textChange('notice headline', a.headline, b.headline),
    ...textChange('text before the discount', a.prefix, b.prefix),
  ];
}

/** The changes of the type's own fields; none when the type changed (that change says it all). */
function typeChanges(before: Step, after: Step): string[] {
  if (before.stepType === 'SURVEY' && after.stepType === 'SURVEY') return surveyChanges(before, after);
  if (before.stepType === 'FREEFORM' && after.stepType === 'FREEFORM') return freeformChanges(before, after);
  if (before.stepType === 'CONFIRM' && after.stepType === 'CONFIRM') return confirmChanges(before, after);
  if (before.stepType === 'OFFER' && after.stepType === 'OFFER')
    return offerChanges(before.offer, after.offer);
  return [`type ${STEP_LABELS[before.stepType]} → ${STEP_LABELS[after.stepType]}`];
}

function stepChanges(versions: Versions, before: Step, after: Step): string[] {
  return [
    ...flag(before.enabled !== after.enabled, after.enabled, 'switched on', 'switched off'),
    ...textChange('header', before.header, after.header),
    ...textChange('description', before.description, after.description),
    ...linkChanges(versions, before, after),
    ...typeChanges(before, after),
  ];
}

function flowChanges(before: Blueprint, after: Blueprint): string[] {
  const changes = textChange('The flow’s name', before.name, after.name);
  for (const [key, label] of Object.entries(FLOW_SETTING_LABELS) as [
    keyof typeof FLOW_SETTING_LABELS,
    string,
  ][]) {
    const [from, to] = [shownValue(before[key]), shownValue(after[key])];
    if (from !== to) changes.push(`The flow’s ${label} ${from} → ${to}`);
  }
  return changes;
}

/**
 * Every change from `older` to `newer`, in the order customers meet the newer version's steps; empty when they
 * are the same. A step's place, and whether it moved, is its place in that order (renderer/domain/step-order.ts,
 * as the editor numbers and moves steps): links, not the stored array, decide what customers see second.
 */
export function versionChanges(older: BlueprintInput, newer: BlueprintInput): string[] {
  const parsedBefore = v.safeParse(BlueprintSchema, older);
  const parsedAfter = v.safeParse(BlueprintSchema, newer);
  if (!parsedBefore.success || !parsedAfter.success) return [DIFF_MESSAGES.unreadable];
  const [before, after] = [parsedBefore.output, parsedAfter.output];
  const [oldOrder, newOrder] = [stepOrder(before.steps).steps, stepOrder(after.steps).steps];
  const placeIn = (steps: readonly Step[]) => new Map(steps.map((step, index) => [step.guid, index + 1]));
  const [oldPlace, newPlace] = [placeIn(oldOrder), placeIn(newOrder)];
  const oldSteps = new Map(before.steps.map((step) => [step.guid, step]));
  const nameOf = (guid: string) => {
    const newer = after.steps.find((step) => step.guid === guid);
    if (newer) return stepName(newer, newPlace.get(guid) ?? 0);
    const older = oldSteps.get(guid);
    return older ? stepName(older, oldPlace.get(guid) ?? 0) : `a missing step (${guid})`;
  };
  const versions = { before, after, nameOf };
  const kept = keptInOrder(
    oldOrder.map((step) => step.guid).filter((guid) => newPlace.has(guid)),
    newOrder.map((step) => step.guid).filter((guid) => oldPlace.has(guid)),
  );
  const changes = flowChanges(before, after).map((change) => `${change}.`);
  for (const step of oldOrder)
    if (!newPlace.has(step.guid)) changes.push(`Removed ${stepName(step, oldPlace.get(step.guid) ?? 0)}.`);
  for (const step of newOrder) {
    const name = nameOf(step.guid);
    const was = oldSteps.get(step.guid);
    if (!was) {
      changes.push(`Added ${name}.`);
      continue;
    }
    if (!kept.has(step.guid)) changes.push(`Moved ${name} from place ${oldPlace.get(step.guid)}.`);
    changes.push(...stepChanges(versions, was, step).map((change) => `${name}: ${change}.`));
  }
  return changes;
}
