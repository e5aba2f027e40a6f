/**
 * One step of the draft in the editor: its place in the order, whether it is enabled, the texts every step has
 * (header, description), where Next and Back lead, and its type's own fields (survey-fields.tsx,
 * freeform-fields.tsx, confirm-fields.tsx, an offer step's offer); the problems found at the step are listed
 * in it.
 */
import { useId } from 'react';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { moveStep, removeStep, setStepEnabled, setStepOffer, setStepText } from './blueprint-edits.ts';
import { ConfirmFields } from './confirm-fields.tsx';
import { FreeformFields } from './freeform-fields.tsx';
import { STEP_LABELS } from './labels.ts';
import { OfferFields } from './offer-fields.tsx';
import type { Catalog } from './offers/index.ts';
import { StepLinks } from './step-links.tsx';
import { SurveyFields } from './survey-fields.tsx';

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

function TypeFields({ step, place, catalog, draft, onChange }: StepCardProps) {
  const common = { place, catalog, draft, onChange };
  switch (step.stepType) {
    case 'SURVEY':
      return <SurveyFields step={step} {...common} />;
    case 'FREEFORM':
      return <FreeformFields step={step} {...common} />;
    case 'CONFIRM':
      return <ConfirmFields step={step} {...common} />;
    case 'OFFER':
      return (
        <OfferFields
          offer={step.offer}
          catalog={catalog}
          onChange={(offer) => onChange(setStepOffer(draft, step.guid, offer))}
        />
      );
    default: {
      // Every step type has its fields: a new type fails to compile here until it is added.
      const missing: never = step;
      return missing;
    }
  }
}

export function StepCard(props: StepCardProps) {
  const { step, place, count, problems, draft, onChange } = props;
  const id = useId();
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
            onChange={(e) => onChange(setStepText(draft, step.guid, 'header', e.currentTarget.value))}
          />
        </label>
        <label htmlFor={`${id}-description`}>Description</label>
        {/* Shown and edited as text: the widget fills its {{placeholders}} and sanitises its markup. */}
        <textarea
          id={`${id}-description`}
          rows={3}
          aria-describedby={`${id}-description-hint`}
          value={step.description ?? ''}
          onChange={(e) => onChange(setStepText(draft, step.guid, 'description', e.currentTarget.value))}
        />
        <p id={`${id}-description-hint`} className="muted">
          {
            'May hold {{attribute|fallback}} placeholders and simple markup (links, bold, lists); the widget keeps only its allowed tags.'
          }
        </p>
        <StepLinks step={step} draft={draft} onChange={onChange} />
        <TypeFields {...props} />
      </fieldset>
    </li>
  );
}
