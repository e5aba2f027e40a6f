import { useId } from 'react';
import { VisuallyHidden } from '../shell/visually-hidden.tsx';
import { CharCounter, FREE_TEXT_FIELD, hasCounter } from './char-counter.tsx';

/** Spec §9: 'Freeform textarea 4 rows'. */
export const FREEFORM_ROWS = 4;

/** Props of {@link FreeformStep}. */
export interface FreeformStepProps {
  /** Accessible name of the textarea (visually hidden: the header shows the question). */
  label: string;
  value: string;
  /** The minimum (0 when input is not required), shown in the counter. */
  minLength: number;
  /** Near the free-text limit: the characters left (translated), shown and announced instead of count/min. */
  limitHint?: string | undefined;
  placeholder?: string;
  /** Marks the field red with `invalidMessage`: the adapter sets it after blur or a footer click (spec §5). */
  showInvalid: boolean;
  /** Translated message shown when invalid. */
  invalidMessage: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/** Free-form feedback: a 4-row textarea with a count/min counter, and what is left near the limit. */
export function FreeformStep(props: FreeformStepProps) {
  const fieldId = useId();
  const counterId = useId();
  const messageId = useId();
  const described = [
    hasCounter(props.minLength, props.limitHint) && counterId,
    props.showInvalid && messageId,
  ].filter(Boolean);
  const describedBy = described.length > 0 ? described.join(' ') : undefined;
  return (
    <div className={props.showInvalid ? 'hf-field hf-field--invalid' : 'hf-field'}>
      <label htmlFor={fieldId}>
        <VisuallyHidden>{props.label}</VisuallyHidden>
      </label>
      <textarea
        id={fieldId}
        className="hf-textarea"
        rows={FREEFORM_ROWS}
        {...FREE_TEXT_FIELD}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.showInvalid || undefined}
        aria-required={props.minLength > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      />
      <CharCounter id={counterId} count={props.value.length} min={props.minLength} hint={props.limitHint} />
      {props.showInvalid && (
        <p id={messageId} className="hf-field__error">
          {props.invalidMessage}
        </p>
      )}
    </div>
  );
}
