import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS } from '../../domain/constants.ts';
import { useDrawn } from './use-drawn.ts';

function Flow({ loading }: { loading: boolean }) {
  const drawn = useDrawn(loading);
  if (!drawn) return null;
  return <p>{loading ? 'Loading…' : 'First step'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('The loader waits LOADER_DELAY_MS: a quick load shows its first step directly (spec §2 loader)', () => {
  it('a load that ends within the delay never shows the loader', () => {
    const { rerender } = render(<Flow loading />);
    expect(screen.queryByText('Loading…')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByText('Loading…')).toBeNull();
    rerender(<Flow loading={false} />);
    expect(screen.getByText('First step')).toBeTruthy();
  });

  it('a slower load shows the loader once the delay has passed, then the first step', () => {
    const { rerender } = render(<Flow loading />);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(<Flow loading={false} />);
    expect(screen.getByText('First step')).toBeTruthy();
  });

  it('once drawn, a later load shows the loader at once, never a blank', () => {
    const { rerender } = render(<Flow loading={false} />);
    rerender(<Flow loading />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('a flow already loaded when it mounts is drawn at once', () => {
    render(<Flow loading={false} />);
    expect(screen.getByText('First step')).toBeTruthy();
  });
});
