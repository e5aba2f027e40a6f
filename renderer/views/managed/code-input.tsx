import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { OTP_LENGTH } from '../../domain/constants.ts';
import { type BoxEdit, backspaceIn, type CodeBoxes, inputInto, pasteInto } from './code-boxes.ts';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** The boxes' digits ('' for an empty box), one entry per box. */
  value: CodeBoxes;
  onChange: (boxes: string[]) => void;
  /** Names the group, e.g. 'Verification code'. */
  groupLabel: string;
  /** Names each box, e.g. (1, 6) → 'Digit 1 of 6'. */
  digitLabel: (n: number, total: number) => string;
  /** Id of the error under the boxes, when one shows: the boxes are then invalid and described by it. */
  errorId?: string;
  /** While the code is checked: the boxes keep focus but take no input. */
  readOnly?: boolean;
  /** The first box takes focus on mount and whenever this changes (the boxes were emptied). */
  focusKey?: number;
  /** Enter in any box. */
  onEnter?: () => void;
}

/**
 * The 6-digit code (spec §5): one numeric input per digit; digits only; auto-advance; Backspace on an empty
 * box goes back; a pasted code fills every box from any box. The first box takes the one-time-code autofill.
 */
export function CodeInput(props: CodeInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const { focusKey } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new focusKey is the trigger.
  useEffect(() => {
    refs.current[0]?.focus();
  }, [focusKey]);

  function apply(edit: BoxEdit | null) {
    if (!edit || props.readOnly) return;
    props.onChange(edit.boxes);
    const box = refs.current[edit.focus];
    box?.focus();
    box?.select();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const move = (to: number) => {
      event.preventDefault();
      refs.current[to]?.focus();
      refs.current[to]?.select();
    };
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceIn(props.value, index));
    } else if (event.key === 'ArrowLeft' && index > 0) move(index - 1);
    else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) move(index + 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      props.onEnter?.();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(pasteInto(props.value, index, event.clipboardData.getData('text')));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box; the group role names the six boxes as one control.
    <div className="hf-code" role="group" aria-label={props.groupLabel}>
      {props.value.map((digit, index) => (
        <input
          // The boxes are positions, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="hf-code__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={props.digitLabel(index + 1, OTP_LENGTH)}
          aria-invalid={props.errorId ? true : undefined}
          aria-describedby={props.errorId}
          value={digit}
          readOnly={props.readOnly}
          onChange={(event) => {
            const edit = inputInto(props.value, index, event.currentTarget.value);
            // An ignored key changes no state, so nothing re-renders, and preact/compat (the script tag's
            // React), unlike React, leaves the controlled box showing it: put the box's digit back.
            if (!edit) event.currentTarget.value = digit;
            apply(edit);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
