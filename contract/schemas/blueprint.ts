import * as v from 'valibot';
import { MAX_SURVEY_CHOICES } from '../answer-limits.ts';
import { OptionalColorSchema } from './common.ts';
import { type Offer, OfferSchema, type OfferType } from './offer.ts';
import { ownEntries } from './own-entries.ts';

/** Step types (spec §3). */
export const STEP_TYPES = ['SURVEY', 'CONFIRM', 'FREEFORM', 'OFFER'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Survey choice types: INPUT asks a free-text follow-up. */
export const CHOICE_TYPES = ['CHOICE', 'INPUT'] as const;

/** Themes (spec §2): the default theme and the dynamic left-side theme. */
export const THEMES = ['default', 'theme-v2'] as const;
export type Theme = (typeof THEMES)[number];

/** A part of an answer the renderer does not know or cannot read, skipped and reported instead of failing the flow. */
export interface SkippedItem {
  kind: 'step' | 'offer' | 'session';
  /** The guid of the step or offer (a session's _id) when it had one. */
  guid: string | null;
  /** The type the server sent (stepType or offerType). */
  type: string | null;
  reason: string;
}

const SurveyChoiceWireSchema = v.object({
  guid: v.string(),
  value: v.string(),
  type: v.optional(v.picklist(CHOICE_TYPES), 'CHOICE'),
  followup: v.optional(v.nullable(v.object({ question: v.optional(v.string(), '') }))),
  /** Raw: an attached offer is decoded on its own so that an unknown offer type only drops the offer. */
  offer: v.optional(v.nullable(v.unknown())),
});

const stepCommon = {
  guid: v.string(),
  enabled: v.optional(v.boolean(), true),
  header: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  defaultNextStep: v.optional(v.nullable(v.string()), null),
  defaultPreviousStep: v.optional(v.nullable(v.string()), null),
  /** Raw: offers keyed by survey choice guid, decoded one by one. */
  offersAttached: v.optional(v.record(v.string(), v.unknown()), {}),
};

const SurveyConfigSchema = v.object({
  randomize: v.optional(v.boolean(), false),
  choices: v.array(SurveyChoiceWireSchema),
  followupRequired: v.optional(v.boolean(), false),
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

const FreeformConfigSchema = v.object({
  inputRequired: v.optional(v.boolean(), false),
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

const DiscountNoticeSchema = v.object({
  headline: v.optional(v.string(), ''),
  prefix: v.optional(v.string(), ''),
});

const StepWireSchema = v.variant('stepType', [
  v.object({ ...stepCommon, stepType: v.literal('SURVEY'), survey: SurveyConfigSchema }),
  v.object({
    ...stepCommon,
    stepType: v.literal('FREEFORM'),
    freeformConfig: v.optional(FreeformConfigSchema, { inputRequired: false, minLength: 0 }),
  }),
  v.object({
    ...stepCommon,
    stepType: v.literal('CONFIRM'),
    confirmConfig: v.optional(
      v.object({ discountNotice: v.optional(v.nullable(DiscountNoticeSchema), null) }),
      { discountNotice: null },
    ),
  }),
  v.object({ ...stepCommon, stepType: v.literal('OFFER'), offer: v.unknown() }),
]);
type StepWire = v.InferOutput<typeof StepWireSchema>;

export type SurveyChoice = Omit<v.InferOutput<typeof SurveyChoiceWireSchema>, 'offer'> & {
  offer: Offer | null;
};
type Decoded<S extends StepWire> = Omit<S, 'offersAttached' | 'offer'> & {
  offersAttached: Record<string, Offer>;
};
export type SurveyStep = Omit<Decoded<Extract<StepWire, { stepType: 'SURVEY' }>>, 'survey'> & {
  survey: Omit<v.InferOutput<typeof SurveyConfigSchema>, 'choices'> & { choices: SurveyChoice[] };
};
export type FreeformStep = Decoded<Extract<StepWire, { stepType: 'FREEFORM' }>>;
export type ConfirmStep = Decoded<Extract<StepWire, { stepType: 'CONFIRM' }>>;
export type OfferStep = Decoded<Extract<StepWire, { stepType: 'OFFER' }>> & { offer: Offer };
/** A step of the flow, discriminated by `stepType`. */
export type Step = SurveyStep | FreeformStep | ConfirmStep | OfferStep;
export type StepOf<K extends StepType> = Extract<Step, { stepType: K }>;
export type DiscountNotice = v.InferOutput<typeof DiscountNoticeSchema>;

/** The first few schema issues as `path: message`, for a skipped part's reason. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A string field of a raw (undecoded) part, or null. */
export function typeOf(raw: unknown, key: string): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** Decodes one offer; an unknown or malformed offer becomes a skipped item. */
export function decodeOffer(raw: unknown): { offer: Offer } | { skipped: SkippedItem } {
  const parsed = v.safeParse(ownEntries(OfferSchema), raw);
  if (parsed.success) return { offer: parsed.output };
  const type = typeOf(raw, 'offerType');
  const known =
    type !== null && (OfferSchema.options.some((o) => o.entries.offerType.literal === type) as boolean);
  return {
    skipped: {
      kind: 'offer',
      guid: typeOf(raw, 'guid'),
      type,
      reason: known
        ? `Malformed ${type} offer: ${describeIssues(parsed.issues)}`
        : `Unknown offer type ${type}`,
    },
  };
}

function decodeAttached(raw: Record<string, unknown>, skipped: SkippedItem[]): Record<string, Offer> {
  const out: Record<string, Offer> = {};
  for (const [choiceGuid, rawOffer] of Object.entries(raw)) {
    if (rawOffer == null) continue;
    const decoded = decodeOffer(rawOffer);
    if ('offer' in decoded) out[choiceGuid] = decoded.offer;
    else skipped.push(decoded.skipped);
  }
  return out;
}

/** Decodes one step: unknown step types, malformed steps and offer steps with an unknown offer are skipped. */
export function decodeStep(raw: unknown, skipped: SkippedItem[]): Step | null {
  const parsed = v.safeParse(ownEntries(StepWireSchema), raw);
  if (!parsed.success) {
    const type = typeOf(raw, 'stepType');
    const known = type !== null && (STEP_TYPES as readonly string[]).includes(type);
    skipped.push({
      kind: 'step',
      guid: typeOf(raw, 'guid'),
      type,
      reason: known
        ? `Malformed ${type} step: ${describeIssues(parsed.issues)}`
        : `Unknown step type ${type}`,
    });
    return null;
  }
  const step = parsed.output;
  const offersAttached = decodeAttached(step.offersAttached, skipped);
  switch (step.stepType) {
    case 'SURVEY': {
      const all = step.survey.choices;
      // Thousands of radio buttons would freeze the page and help no one (contract/answer-limits.ts).
      if (all.length > MAX_SURVEY_CHOICES)
        skipped.push({
          kind: 'step',
          guid: step.guid,
          type: 'SURVEY',
          reason: `Survey step ${step.guid} has ${all.length} choices; the first ${MAX_SURVEY_CHOICES} are shown`,
        });
      const choices = all.slice(0, MAX_SURVEY_CHOICES).map((choice) => {
        if (choice.offer == null) return { ...choice, offer: null };
        const decoded = decodeOffer(choice.offer);
        if ('skipped' in decoded) skipped.push(decoded.skipped);
        return { ...choice, offer: 'offer' in decoded ? decoded.offer : null };
      });
      return { ...step, offersAttached, survey: { ...step.survey, choices } };
    }
    case 'OFFER': {
      const decoded = decodeOffer(step.offer);
      if ('skipped' in decoded) {
        skipped.push({ ...decoded.skipped, reason: `${decoded.skipped.reason} (step ${step.guid} skipped)` });
        return null;
      }
      return { ...step, offersAttached, offer: decoded.offer };
    }
    default:
      return { ...step, offersAttached };
  }
}

const StylesSchema = v.object({
  colors: v.optional(v.object({ primary: OptionalColorSchema }), {}),
  theme: v.fallback(v.optional(v.picklist(THEMES), 'default'), 'default'),
  confetti: v.optional(v.boolean()),
});

/**
 * The steps as a list, whichever form they came in (normalised once, here at the edge): spec §3 calls `steps` a
 * step map keyed by step; backends also send an ordered array. A map's steps keep its keys' order (JSON text
 * keeps it; our choice, since links decide the path and the order only stands in where a link is missing), and
 * a step without a guid of its own takes its key.
 */
export function stepList(steps: object): unknown[] {
  if (Array.isArray(steps)) return steps;
  return Object.entries(steps).map(([guid, step]) =>
    typeof step === 'object' && step !== null && !('guid' in step) ? { ...step, guid } : step,
  );
}

/**
 * The cancel-flow blueprint (spec §3). Steps are an ordered array or a step map (see {@link stepList}); unknown
 * ones land in `skipped`.
 */
export const BlueprintSchema = v.pipe(
  v.object({
    _id: v.string(),
    name: v.optional(v.string(), ''),
    segment: v.optional(v.nullable(v.string()), null),
    abtest: v.optional(v.nullable(v.string()), null),
    brandImage: v.optional(v.nullable(v.string()), null),
    /** Months. */
    discountCooldown: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
    /** Months. */
    pauseCooldown: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
    styles: v.optional(StylesSchema, { colors: {}, theme: 'default' }),
    primaryColor: OptionalColorSchema,
    secondaryColor: OptionalColorSchema,
    accentColor: OptionalColorSchema,
    brandTheme: v.optional(v.nullable(v.string())),
    confetti: v.optional(v.boolean(), false),
    steps: v.custom<object>((steps) => typeof steps === 'object' && steps !== null),
  }),
  v.transform((blueprint) => {
    const skipped: SkippedItem[] = [];
    const steps: Step[] = [];
    for (const raw of stepList(blueprint.steps)) {
      const step = decodeStep(raw, skipped);
      if (step) steps.push(step);
    }
    return { ...blueprint, steps, skipped };
  }),
);
export type Blueprint = v.InferOutput<typeof BlueprintSchema>;

/** Wire (input) forms, as fixtures and the backend write them. */
export type OfferInput = v.InferInput<typeof OfferSchema>;
/** The wire form of one offer type, as OfferOf<K> is its parsed form. */
export type OfferInputOf<K extends OfferType> = Extract<OfferInput, { offerType: K }>;
export type SurveyChoiceInput = Omit<v.InferInput<typeof SurveyChoiceWireSchema>, 'offer'> & {
  offer?: OfferInput | null;
};
type SurveyConfigInput = Omit<v.InferInput<typeof SurveyConfigSchema>, 'choices'> & {
  choices: SurveyChoiceInput[];
};
type AttachedInput = { offersAttached?: Record<string, OfferInput> };
type StepInputOf<S> = S extends { stepType: 'OFFER' }
  ? Omit<S, 'offer' | 'offersAttached'> & AttachedInput & { offer: OfferInput }
  : S extends { stepType: 'SURVEY' }
    ? Omit<S, 'survey' | 'offersAttached'> & AttachedInput & { survey: SurveyConfigInput }
    : Omit<S, 'offersAttached'> & AttachedInput;
export type StepInput = StepInputOf<v.InferInput<typeof StepWireSchema>>;
export type BlueprintInput = Omit<v.InferInput<typeof BlueprintSchema>, 'steps'> & { steps: StepInput[] };
