import { useId } from 'react';
import { ActionButton } from '../shell/action-button.tsx';
import { PausePreview, type PausePreviewItem, type PausePreviewLabels } from './pause-preview.tsx';

/** The select value of the custom-date option; never a pause length. */
export const PAUSE_CUSTOM_DATE_VALUE = 'custom';

/** One pause length, e.g. {value: '2', label: '2 months'}. */
export interface PauseOptionItem {
  value: string;
  label: string;
}

/** The custom-date choice, offered when the offer configures a date picker. */
export interface PauseCustomDate {
  /** The select option's text, e.g. 'Custom date'. */
  optionLabel: string;
  /** The date input's label, e.g. 'Resume on'. */
  inputLabel: string;
  /** `yyyy-mm-dd`: the latest billing period end (spec §5). */
  min: string;
  /** `yyyy-mm-dd`: today plus the maximum pause length (spec §5). */
  max: string;
  /** `yyyy-mm-dd`, or '' when none is picked yet. */
  value: string;
  onChange: (date: string) => void;
}

/** Props of {@link PauseOffer}. */
export interface PauseOfferProps {
  /** Label of the length select, e.g. 'Pause for'. */
  selectLabel: string;
  /** When given, an empty first option with this text stands for 'no length chosen'. */
  placeholderLabel?: string;
  options: PauseOptionItem[];
  /** The chosen option's value, {@link PAUSE_CUSTOM_DATE_VALUE}, or '' for none. */
  value: string;
  onSelect: (value: string) => void;
  customDate?: PauseCustomDate;
  /** e.g. 'Pause subscription'. */
  pauseLabel: string;
  onPause: () => void;
  /** Spec §5: while pausing, with no length chosen, or custom without a date. */
  pauseDisabled: boolean;
  busy?: boolean;
  previews: PausePreviewItem[];
  previewLabels: PausePreviewLabels;
  /** e.g. 'Please, select a valid end date'; marks the custom date invalid while it is chosen. */
  error?: string;
  /** Texts about the renewal date being moved. */
  notes?: string[];
}

/** The pause offer: how long, a preview of the new dates per subscription, and the pause button. */
export function PauseOffer(props: PauseOfferProps) {
  const selectId = useId();
  const dateId = useId();
  const errorId = useId();
  const custom = props.customDate;
  const customChosen = custom !== undefined && props.value === PAUSE_CUSTOM_DATE_VALUE;

  return (
    <div className="hf-offer hf-offer--pause">
      <div className="hf-field">
        <label className="hf-field__label" htmlFor={selectId}>
          {props.selectLabel}
        </label>
        <select
          id={selectId}
          className="hf-select"
          value={props.value}
          onChange={(event) => props.onSelect(event.currentTarget.value)}
        >
          {props.placeholderLabel !== undefined && <option value="">{props.placeholderLabel}</option>}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {custom && <option value={PAUSE_CUSTOM_DATE_VALUE}>{custom.optionLabel}</option>}
        </select>
      </div>
      {customChosen && (
        <div className="hf-field">
          <label className="hf-field__label" htmlFor={dateId}>
            {custom.inputLabel}
          </label>
          <input
            id={dateId}
            className="hf-input"
            type="date"
            min={custom.min}
            max={custom.max}
            value={custom.value}
            aria-invalid={props.error !== undefined || undefined}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(event) => custom.onChange(event.currentTarget.value)}
          />
        </div>
      )}
      <PausePreview previews={props.previews} labels={props.previewLabels} />
      {props.notes?.map((note) => (
        <p key={note} className="hf-offer__note">
          {note}
        </p>
      ))}
      {props.error && (
        <p id={errorId} className="hf-field__error" role="alert">
          {props.error}
        </p>
      )}
      <ActionButton
        label={props.pauseLabel}
        onClick={props.onPause}
        disabled={props.pauseDisabled}
        busy={props.busy}
      />
    </div>
  );
}
