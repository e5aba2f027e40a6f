/**
 * The six code boxes as data (spec §5 Code input: 6 digits, numeric only, auto-advance, complete when all
 * are filled). Each edit returns the new boxes and the box that gets focus; null means the edit is ignored.
 */
import { OTP_LENGTH } from '../../domain/constants.ts';
import { isCompleteCode } from '../../state/managed-flow/inputs.ts';

/** One entry per box: '' or a single digit. */
export type CodeBoxes = readonly string[];

/** The result of an edit: the boxes after it and the index of the box to focus. */
export interface BoxEdit {
  boxes: string[];
  focus: number;
}

/** Six empty boxes. */
export function emptyBoxes(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function lastIndex(): number {
  return OTP_LENGTH - 1;
}

/** Writes `digits` into the boxes from `start` on (cut at the last box) and focuses the box after them. */
function spreadFrom(boxes: CodeBoxes, start: number, digits: string): BoxEdit {
  const next = [...boxes];
  const written = [...digits].slice(0, OTP_LENGTH - start);
  written.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { boxes: next, focus: Math.min(start + written.length, lastIndex()) };
}

function removeOnce(text: string, part: string): string {
  const at = text.indexOf(part);
  return at < 0 ? text : text.slice(0, at) + text.slice(at + part.length);
}

/**
 * The box at `index` changed to `raw` (typing, autofill or a paste the browser inserted itself). A digit
 * fills the box and moves on; a non-digit is ignored; typing into a filled box replaces its digit; a whole
 * code (the first box's one-time-code autofill) fills every box; emptying the box clears it.
 */
export function inputInto(boxes: CodeBoxes, index: number, raw: string): BoxEdit | null {
  if (raw === '') {
    const next = [...boxes];
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const old = boxes[index] ?? '';
  // The browser appends (or prepends) the new character to the old digit: keep only what was typed.
  const typed = old !== '' && raw.length === old.length + 1 && raw.includes(old) ? removeOnce(raw, old) : raw;
  const digits = digitsOf(typed);
  if (digits === '') return null;
  return spreadFrom(boxes, digits.length >= OTP_LENGTH ? 0 : index, digits);
}

/** Pasting into the box at `index`: a whole code fills every box, whatever box it lands in (spec §5). */
export function pasteInto(boxes: CodeBoxes, index: number, text: string): BoxEdit | null {
  const digits = digitsOf(text);
  if (digits === '') return null;
  return spreadFrom(boxes, digits.length >= OTP_LENGTH ? 0 : index, digits);
}

/** Backspace in the box at `index`: clears it; in an empty box it goes back and clears the previous one. */
export function backspaceIn(boxes: CodeBoxes, index: number): BoxEdit | null {
  const next = [...boxes];
  if ((boxes[index] ?? '') !== '') {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  if (index === 0) return null;
  next[index - 1] = '';
  return { boxes: next, focus: index - 1 };
}

/** The code the boxes spell, once all of them hold a digit; null before. */
export function completeCode(boxes: CodeBoxes): string | null {
  const code = boxes.join('');
  return isCompleteCode(code) ? code : null;
}
