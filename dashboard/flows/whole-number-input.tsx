/**
 * A number field for a whole number from `min` up that keeps what the person types while they type: an
 * emptied field stays empty (it does not snap back to a number), so clearing "7" and typing "30" gives 30,
 * not 130. Each whole number from `min` up is passed on as typed; on leaving the field, what is not one
 * (empty, below `min`, not a number) shows the last number passed on again.
 */
import { type InputHTMLAttributes, useState } from 'react';

/** The whole number from `min` up that `text` is, or null. */
export function wholeNumberFrom(text: string, min: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return Number.isSafeInteger(value) && value >= min ? value : null;
}

export interface WholeNumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min'> {
  min: number;
  value: number;
  onChange: (value: number) => void;
}

export function WholeNumberInput({ min, value, onChange, onBlur, ...rest }: WholeNumberInputProps) {
  // What is typed while it is not yet the value (null: the field shows the value).
  const [typed, setTyped] = useState<string | null>(null);
  const invalid = typed !== null && wholeNumberFrom(typed, min) === null;
  return (
    <input
      {...rest}
      type="number"
      min={min}
      value={typed ?? String(value)}
      aria-invalid={invalid || rest['aria-invalid'] ? true : undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const next = wholeNumberFrom(text, min);
        setTyped(next === null ? text : null);
        if (next !== null && next !== value) onChange(next);
      }}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
    />
  );
}
