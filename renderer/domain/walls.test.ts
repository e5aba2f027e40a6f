import { describe, expect, it } from 'vitest';
import { TRACK_EVENTS } from '../../contract/schemas/index.ts';
import {
  FAILED_PAYMENT_WALL_ERRORS,
  FAILED_PAYMENT_WALL_EVENTS,
  greetingName,
  PAUSE_WALL_ERRORS,
  PAUSE_WALL_EVENTS,
} from './walls.ts';

describe('Track event names: ck-pause-wall, -cancel, -resume, ck-failed-payment-wall, -update, -cancel', () => {
  it('the walls send exactly the six events of the spec', () => {
    const sent = [...Object.values(PAUSE_WALL_EVENTS), ...Object.values(FAILED_PAYMENT_WALL_EVENTS)];
    expect(sent.sort()).toEqual([...TRACK_EVENTS].sort());
  });
});

describe('Wall error codes', () => {
  it('are the six codes of the spec', () => {
    expect(
      [...Object.values(PAUSE_WALL_ERRORS), ...Object.values(FAILED_PAYMENT_WALL_ERRORS)].sort(),
    ).toEqual([
      'FAILED_PAYMENT_WALL_CANCEL_ERROR',
      'FAILED_PAYMENT_WALL_INITIALIZATION_ERROR',
      'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR',
      'PAUSE_WALL_CANCEL_ERROR',
      'PAUSE_WALL_INITIALIZATION_ERROR',
      'PAUSE_WALL_RESUME_ERROR',
    ]);
  });
});

describe('Greeting with first name', () => {
  it('greets with the first word of the name', () => {
    expect(greetingName({ name: 'Ada Lovelace' })).toBe('Ada');
    expect(greetingName({ name: '  Grace  Brewster Hopper ' })).toBe('Grace');
  });

  it('has no name to greet with when the customer has none', () => {
    expect(greetingName({ name: null })).toBeNull();
    expect(greetingName({ name: '   ' })).toBeNull();
    expect(greetingName(null)).toBeNull();
  });
});
