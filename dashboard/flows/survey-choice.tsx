/**
 * One survey choice in the editor (spec §3 "Survey choice"): its text, whether it asks a follow-up question
 * (type INPUT) and that question, and the offer attached to it with the offer's fields.
 */
import { OFFER_TYPES, type SurveyChoiceInput } from '../../contract/schemas/index.ts';
import { DEFAULT_FOLLOWUP_QUESTION } from '../../renderer/domain/constants.ts';
import { SelectField } from '../select-field.tsx';
import { attachOffer, newOffer, retypeOffer } from './blueprint-edits.ts';
import { OfferFields } from './offer-fields.tsx';
import { isOfferType, OFFERS } from './offers/index.ts';
import type { StepFieldsProps } from './step-fields.ts';
import { removeChoice, setChoiceAsksFollowup, setChoiceQuestion, setChoiceText } from './survey-edits.ts';

export function SurveyChoice({
  step,
  draft,
  catalog,
  onChange,
  choice,
  index,
}: Omit<StepFieldsProps<'SURVEY'>, 'place'> & { choice: SurveyChoiceInput; index: number }) {
  const name = `choice ${index + 1}`;
  const offer = step.offersAttached?.[choice.guid] ?? null;
  const asks = choice.type === 'INPUT';
  return (
    <li>
      <label>
        {`Text of ${name}`}
        <input
          value={choice.value}
          onChange={(e) => onChange(setChoiceText(draft, step.guid, choice.guid, e.currentTarget.value))}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={asks}
          onChange={(e) =>
            onChange(setChoiceAsksFollowup(draft, step.guid, choice.guid, e.currentTarget.checked))
          }
        />
        {`Ask a follow-up question after ${name}`}
      </label>
      {asks ? (
        <label>
          {`Follow-up question of ${name}`}
          <input
            value={choice.followup?.question ?? ''}
            placeholder={DEFAULT_FOLLOWUP_QUESTION}
            onChange={(e) =>
              onChange(setChoiceQuestion(draft, step.guid, choice.guid, e.currentTarget.value))
            }
          />
        </label>
      ) : null}
      <SelectField
        label={`Offer for ${name}`}
        value={offer?.offerType ?? ''}
        onChange={(e) => {
          const type = e.currentTarget.value;
          // The one control for the choice's offer type: another type keeps the offer's texts (retypeOffer).
          const chosen = !isOfferType(type)
            ? null
            : offer
              ? retypeOffer(offer, type, catalog.coupons)
              : newOffer(type, catalog.coupons);
          onChange(attachOffer(draft, step.guid, choice.guid, chosen));
        }}
      >
        <option value="">No offer</option>
        {OFFER_TYPES.map((type) => (
          <option key={type} value={type}>
            {OFFERS[type].label}
          </option>
        ))}
      </SelectField>
      {offer ? (
        <OfferFields
          offer={offer}
          catalog={catalog}
          withType={false}
          onChange={(next) => onChange(attachOffer(draft, step.guid, choice.guid, next))}
        />
      ) : null}
      <button type="button" onClick={() => onChange(removeChoice(draft, step.guid, choice.guid))}>
        {`Remove ${name}`}
      </button>
    </li>
  );
}
