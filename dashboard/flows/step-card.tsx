/**
 * One step of the draft in the editor: its place in the order, whether it is enabled, its header, and its
 * type's fields (a survey's choices with their attached offers, an offer step's offer); the problems found
 * at the step are listed in it.
 */
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { OFFER_TYPES } from '../../contract/schemas/index.ts';
import { SelectField } from '../select-field.tsx';
import {
  addChoice,
  attachOffer,
  moveStep,
  newOffer,
  removeChoice,
  removeStep,
  setChoiceText,
  setStepEnabled,
  setStepHeader,
  setStepOffer,
} from './blueprint-edits.ts';
import { OFFER_LABELS, STEP_LABELS } from './labels.ts';
import { type Catalog, isOfferType, OfferFields } from './offer-fields.tsx';

export interface StepCardProps {
  step: StepInput;
  /** 1-based place in the order, as the legend names the step. */
  place: number;
  count: number;
  problems: readonly { message: string }[];
  catalog: Catalog;
  draft: BlueprintInput;
  onChange: (draft: BlueprintInput) => void;
}

function SurveyChoices({
  step,
  draft,
  catalog,
  onChange,
}: Omit<StepCardProps, 'place' | 'count' | 'problems'>) {
  if (step.stepType !== 'SURVEY') return null;
  const attached = step.offersAttached ?? {};
  return (
    <fieldset className="choices">
      <legend>Choices</legend>
      {step.survey.choices.length === 0 ? <p className="muted">No choices yet.</p> : null}
      <ol>
        {step.survey.choices.map((choice, index) => {
          const name = `choice ${index + 1}`;
          const offer = attached[choice.guid] ?? null;
          return (
            <li key={choice.guid}>
              <label>
                {`Text of ${name}`}
                <input
                  value={choice.value}
                  onChange={(e) =>
                    onChange(setChoiceText(draft, step.guid, choice.guid, e.currentTarget.value))
                  }
                />
              </label>
              <SelectField
                label={`Offer for ${name}`}
                value={offer?.offerType ?? ''}
                onChange={(e) => {
                  const type = e.currentTarget.value;
                  const chosen = isOfferType(type) ? newOffer(type, catalog.coupons) : null;
                  onChange(attachOffer(draft, step.guid, choice.guid, chosen));
                }}
              >
                <option value="">No offer</option>
                {OFFER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {OFFER_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              {offer ? (
                <OfferFields
                  offer={offer}
                  catalog={catalog}
                  onChange={(next) => onChange(attachOffer(draft, step.guid, choice.guid, next))}
                />
              ) : null}
              <button type="button" onClick={() => onChange(removeChoice(draft, step.guid, choice.guid))}>
                {`Remove ${name}`}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => onChange(addChoice(draft, step.guid))}>
        Add a choice
      </button>
    </fieldset>
  );
}

export function StepCard(props: StepCardProps) {
  const { step, place, count, problems, catalog, draft, onChange } = props;
  return (
    <li className="step-card">
      <fieldset>
        <legend>{`Step ${place}: ${STEP_LABELS[step.stepType]}`}</legend>
        {problems.length > 0 ? (
          <ul className="error" aria-label={`Problems of step ${place}`}>
            {problems.map((problem) => (
              <li key={problem.message}>{problem.message}</li>
            ))}
          </ul>
        ) : null}
        <div className="step-tools">
          <label>
            <input
              type="checkbox"
              checked={step.enabled ?? true}
              onChange={(e) => onChange(setStepEnabled(draft, step.guid, e.currentTarget.checked))}
            />
            Enabled
          </label>
          <button
            type="button"
            disabled={place === 1}
            onClick={() => onChange(moveStep(draft, step.guid, -1))}
          >
            Move up
          </button>
          <button
            type="button"
            disabled={place === count}
            onClick={() => onChange(moveStep(draft, step.guid, 1))}
          >
            Move down
          </button>
          <button type="button" onClick={() => onChange(removeStep(draft, step.guid))}>
            Remove step
          </button>
        </div>
        <label>
          Header
          <input
            value={step.header ?? ''}
            onChange={(e) => onChange(setStepHeader(draft, step.guid, e.currentTarget.value))}
          />
        </label>
        <SurveyChoices step={step} draft={draft} catalog={catalog} onChange={onChange} />
        {step.stepType === 'OFFER' ? (
          <OfferFields
            offer={step.offer}
            catalog={catalog}
            onChange={(offer) => onChange(setStepOffer(draft, step.guid, offer))}
          />
        ) : null}
      </fieldset>
    </li>
  );
}
