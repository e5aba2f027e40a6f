import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const pieces = vi.hoisted(() => vi.fn());
vi.mock('react-confetti', () => ({
  default: (props: { numberOfPieces: number; recycle: boolean }) => {
    pieces(props.numberOfPieces, props.recycle);
    return null;
  },
}));

const { default: Confetti } = await import('./confetti.tsx');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  pieces.mockClear();
});

describe('Confetti 4 s, up to 1500 pieces (spec §9), as react-confetti is told', () => {
  it('starts with 1500 pieces, not recycled, and lets none more fall after 4 s', () => {
    render(<Confetti />);
    expect(pieces).toHaveBeenLastCalledWith(1500, false);
    act(() => vi.advanceTimersByTime(3999));
    expect(pieces).toHaveBeenLastCalledWith(1500, false);
    act(() => vi.advanceTimersByTime(1));
    expect(pieces).toHaveBeenLastCalledWith(0, false);
  });
});
