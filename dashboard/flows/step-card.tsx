/**
 * One step of the draft in the editor: its place in the order, whether it is enabled, the texts every step has
 * (header, description), where Next and Back lead, and its type's own fields (survey-fields.tsx,
 * freeform-fields.tsx, confirm-fields.tsx, an offer step's offer); the problems found at the step are listed
 * in it.
 */
import { useId } from 'react';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { removeStep, setStepEnabled, setStepOffer, setStepText } from './blueprint-edits.ts';
import { ConfirmFields } from './confirm-fields.tsx';
import { FreeformFields } from './freeform-fields.tsx';
import { STEP_LABELS } from './labels.ts';
import { OfferFields } from './offer-fields.tsx';
import type { Catalog } from './offers/index.ts';
import { StepLinks } from './step-links.tsx';
import { type DraftOrder, type Move, moveStep, orderRefusal } from './step-moves.ts';
import { SurveyFields } from './survey-fields.tsx';

export interface StepCardProps {
  step: StepInput;
  /** 1-based place in the order customers meet the steps (step-moves.ts), as the legend names the step. */
  place: number;
  order: DraftOrder;
  /** The id of the text saying why no step may be moved, when the editor shows one. */
  orderRefusalId?: string;
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

/** Where a step off the customers' path stands, said on its card: they never see it. */
export const OFF_PATH_NOTES = {
  afterConfirm: 'After the confirmation: customers never see this step. Move it up to show it.',
  unreached: 'No path a customer walks reaches this step: customers never see it.',
} as const;

function MoveButton({
  label,
  move,
  reasonId,
  onChange,
}: {
  label: string;
  move: Move;
  reasonId: string | undefined;
  onChange: (draft: BlueprintInput) => void;
}) {
  return (
    <button
      type="button"
      disabled={move.kind !== 'moved'}
      aria-describedby={reasonId}
      onClick={() => {
        if (move.kind === 'moved') onChange(move.draft);
      }}
    >
      {label}
    </button>
  );
}

export function StepCard(props: StepCardProps) {
  const { step, place, order, orderRefusalId, problems, draft, onChange } = props;
  const id = useId();
  const up = moveStep(draft, step.guid, -1, order);
  const down = moveStep(draft, step.guid, 1, order);
  // A reason of the whole flow is said once, above the steps (orderRefusalId); one of this step's move, here.
  const flowReason = orderRefusal(order);
  const ownId = `${id}-move-reason`;
  const own = [up, down].flatMap((move) =>
    move.kind === 'refused' && move.reason !== flowReason ? [move.reason] : [],
  )[0];
  const reasonOf = (move: Move) =>
    move.kind !== 'refused' ? undefined : move.reason === flowReason ? orderRefusalId : ownId;
  const offPath = place > order.end;
  return (
    <li className="step-card">
      <fieldset>
        <legend>{`Step ${place}: ${STEP_LABELS[step.stepType]}`}</legend>
        {offPath ? (
          <p className="muted">
            {order.ending === 'CONFIRM' ? OFF_PATH_NOTES.afterConfirm : OFF_PATH_NOTES.unreached}
          </p>
        ) : null}
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
          <MoveButton label="Move up" move={up} reasonId={reasonOf(up)} onChange={onChange} />
          <MoveButton label="Move down" move={down} reasonId={reasonOf(down)} onChange={onChange} />
          <button type="button" onClick={() => onChange(removeStep(draft, step.guid))}>
            Remove step
          </button>
        </div>
        {own ? (
          <p id={ownId} className="muted">
            {own}
          </p>
        ) : null}
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
        <StepLinks step={step} draft={draft} order={order} onChange={onChange} />
        <TypeFields {...props} />
      </fieldset>
    </li>
  );
}
