import { describe, expect, it } from 'vitest';
import { hasStrayBrace, variablesIn } from './message-variables.ts';

describe('a text names its variables {name}', () => {
  it('lists each variable once, in order', () => {
    expect(variablesIn('{date}: {name}, until {date}')).toEqual(['date', 'name']);
  });

  it.each(['Access until {date', 'Access until date}', '{date}} left', '{ date }', 'Braces {} here'])(
    'finds a brace outside every variable in %j',
    (text) => {
      expect(hasStrayBrace(text)).toBe(true);
    },
  );

  it.each(['Access until {date}.', '{n} of {count}', 'No variables at all', ''])(
    'finds none in %j',
    (text) => {
      expect(hasStrayBrace(text)).toBe(false);
    },
  );
});
