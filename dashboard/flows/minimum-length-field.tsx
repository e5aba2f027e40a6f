/**
 * A step's minimum length for the customer's free text (spec §5: it applies when an answer is required), as the
 * survey and free-form fields both ask it. The field takes any whole number typed, so that one over what a
 * customer may type is shown and named (contract/free-text-minimum.ts, the step's problems) rather than
 * quietly refused; `max` lets the browser's stepper stop at the limit.
 */
import { useId } from 'react';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import {
  isMeetableMinimum,
  MINIMUM_LENGTH_FIELDS,
  type MinimumLengthStepType,
} from '../../contract/free-text-minimum.ts';
import { WholeNumberInput } from './whole-number-input.tsx';

export interface MinimumLengthFieldProps {
  stepType: MinimumLengthStepType;
  value: number;
  disabled: boolean;
  onChange: (minLength: number) => void;
}

export function MinimumLengthField({ stepType, value, disabled, onChange }: MinimumLengthFieldProps) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {`${MINIMUM_LENGTH_FIELDS[stepType].label} (characters)`}
      <WholeNumberInput
        id={id}
        min={0}
        max={MAX_FREE_TEXT_CHARS}
        disabled={disabled}
        value={value}
        aria-invalid={isMeetableMinimum(value) ? undefined : true}
        onChange={onChange}
      />
    </label>
  );
}
