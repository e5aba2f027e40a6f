import { describe, expect, it } from 'vitest';
import { backspaceIn, completeCode, emptyBoxes, inputInto, pasteInto } from './code-boxes.ts';

const boxes = (text: string) => [...text.padEnd(6, ' ')].map((char) => (char === ' ' ? '' : char));

describe('Code input: numeric only, auto-advance (spec §5)', () => {
  it('a digit fills the box and moves to the next', () => {
    expect(inputInto(emptyBoxes(), 0, '4')).toEqual({ boxes: boxes('4'), focus: 1 });
    expect(inputInto(boxes('12'), 2, '3')).toEqual({ boxes: boxes('123'), focus: 3 });
  });

  it('the last box keeps focus when filled', () => {
    expect(inputInto(boxes('12345'), 5, '6')).toEqual({ boxes: boxes('123456'), focus: 5 });
  });

  it.each(['a', ' ', '-', 'é', '+'])('ignores the non-digit %j', (raw) => {
    expect(inputInto(boxes('12'), 2, raw)).toBeNull();
  });

  it('typing into a filled box replaces its digit, whichever side the browser put it', () => {
    expect(inputInto(boxes('123'), 1, '27')).toEqual({ boxes: boxes('173'), focus: 2 });
    expect(inputInto(boxes('123'), 1, '72')).toEqual({ boxes: boxes('173'), focus: 2 });
    expect(inputInto(boxes('123'), 1, '22')).toEqual({ boxes: boxes('123'), focus: 2 });
  });

  it('a non-digit typed into a filled box is ignored', () => {
    expect(inputInto(boxes('123'), 1, '2x')).toBeNull();
  });

  it('emptying a box clears it and keeps focus there', () => {
    expect(inputInto(boxes('123'), 1, '')).toEqual({ boxes: ['1', '', '3', '', '', ''], focus: 1 });
  });

  it('a whole code arriving in one box (one-time-code autofill) fills every box', () => {
    expect(inputInto(emptyBoxes(), 0, '987654')).toEqual({ boxes: boxes('987654'), focus: 5 });
    expect(inputInto(emptyBoxes(), 3, '987654')).toEqual({ boxes: boxes('987654'), focus: 5 });
  });
});

describe('Pasting (spec §5: a pasted code fills every box)', () => {
  it('a whole code fills every box from any box', () => {
    expect(pasteInto(emptyBoxes(), 0, '123456')).toEqual({ boxes: boxes('123456'), focus: 5 });
    expect(pasteInto(boxes('9'), 4, '123456')).toEqual({ boxes: boxes('123456'), focus: 5 });
  });

  it('takes the digits out of text around the code', () => {
    expect(pasteInto(emptyBoxes(), 2, 'Your code: 123 456.')).toEqual({ boxes: boxes('123456'), focus: 5 });
  });

  it('uses the first six digits of a longer run', () => {
    expect(pasteInto(emptyBoxes(), 0, '12345678')?.boxes).toEqual(boxes('123456'));
  });

  it('a part of a code fills from the box it lands in', () => {
    expect(pasteInto(boxes('1'), 1, '23')).toEqual({ boxes: boxes('123'), focus: 3 });
  });

  it('a part that runs past the end is cut at the last box', () => {
    expect(pasteInto(boxes('1234'), 4, '789')).toEqual({ boxes: boxes('123478'), focus: 5 });
  });

  it('ignores a paste without digits', () => {
    expect(pasteInto(boxes('12'), 2, 'hello')).toBeNull();
  });
});

describe('Backspace', () => {
  it('clears a filled box and stays', () => {
    expect(backspaceIn(boxes('123'), 2)).toEqual({ boxes: boxes('12'), focus: 2 });
  });

  it('on an empty box goes back and clears the previous one', () => {
    expect(backspaceIn(boxes('123'), 3)).toEqual({ boxes: boxes('12'), focus: 2 });
  });

  it('does nothing on the first box when it is empty', () => {
    expect(backspaceIn(emptyBoxes(), 0)).toBeNull();
  });
});

describe('Complete when all filled (spec §5)', () => {
  it('spells the code once every box holds a digit', () => {
    expect(completeCode(boxes('123456'))).toBe('123456');
  });

  it('is null while a box is empty, wherever the gap is', () => {
    expect(completeCode(boxes('12345'))).toBeNull();
    expect(completeCode(['1', '', '3', '4', '5', '6'])).toBeNull();
  });
});
