import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../domain/load-once.ts';
import { useChunk } from './use-chunk.ts';

afterEach(() => vi.restoreAllMocks());

function Part({ chunk }: { chunk: ReturnType<typeof loadOnce<{ text: string }>> }) {
  const module = useChunk(chunk);
  return <p>{module ? module.text : 'waiting'}</p>;
}

describe('useChunk: a view part from a chunk of its own', () => {
  it('renders without it until the chunk arrives, then with it; a later mount has it at once', async () => {
    const importer = vi.fn(async () => ({ text: 'from the chunk' }));
    const chunk = loadOnce(importer);
    const first = render(<Part chunk={chunk} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('from the chunk')).toBeTruthy();
    first.unmount();
    render(<Part chunk={chunk} />);
    expect(screen.getByText('from the chunk')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be fetched leaves the part out and says so on the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Part chunk={loadOnce(() => Promise.reject(new TypeError('Failed to fetch')))} />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});
