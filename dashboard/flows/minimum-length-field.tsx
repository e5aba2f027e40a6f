/**
 * A step's minimum length for the customer's free text (spec §5: it applies when an answer is required), as the
 * survey and free-form fields both ask it. The field takes any whole number typed, so that one over what a
 * customer may type is shown and named (contract/free-text-minimum.ts, the step's problems) rather than
 * quietly refused; `max` lets the browser's stepper stop at the limit.
 */
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import {
  isMeetableMinimum,
  MINIMUM_LENGTH_FIELDS,
  type MinimumLengthStepType,
} from '../../contract/free-text-minimum.ts';

/** A whole number from 0 up typed into a field; anything else keeps `fallback`. */
export function minimumLength(text: string, fallback: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export interface MinimumLengthFieldProps {
  stepType: MinimumLengthStepType;
  value: number;
  disabled: boolean;
  onChange: (minLength: number) => void;
}

export function MinimumLengthField({ stepType, value, disabled, onChange }: MinimumLengthFieldProps) {
  return (
    <label>
      {`${MINIMUM_LENGTH_FIELDS[stepType].label} (characters)`}
      <input
        type="number"
        min={0}
        max={MAX_FREE_TEXT_CHARS}
        disabled={disabled}
        value={value}
        aria-invalid={isMeetableMinimum(value) ? undefined : true}
        onChange={(e) => onChange(minimumLength(e.currentTarget.value, value))}
      />
    </label>
  );
}
