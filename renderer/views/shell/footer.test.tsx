import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './footer.tsx';
import { Loader } from './loader.tsx';
import { Watermark } from './watermark.tsx';

function button(name: string): HTMLButtonElement {
  const el = screen.getByRole('button', { name });
  if (!(el instanceof HTMLButtonElement)) throw new Error(`${name} is not a button`);
  return el;
}

describe('Footer: Back / Nevermind and the primary button', () => {
  it('calls onBack and onPrimary', async () => {
    const onBack = vi.fn();
    const onPrimary = vi.fn();
    render(<Footer backLabel="Nevermind" onBack={onBack} primaryLabel="Next" onPrimary={onPrimary} />);
    await userEvent.click(button('Nevermind'));
    await userEvent.click(button('Next'));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onPrimary).toHaveBeenCalledTimes(1);
  });

  it('disables only the primary button when primaryDisabled', async () => {
    const onPrimary = vi.fn();
    render(
      <Footer backLabel="Back" onBack={() => {}} primaryLabel="Next" onPrimary={onPrimary} primaryDisabled />,
    );
    expect(button('Next').disabled).toBe(true);
    expect(button('Back').disabled).toBe(false);
    await userEvent.click(button('Next'));
    expect(onPrimary).not.toHaveBeenCalled();
  });

  it('disables both while busy and marks the primary aria-busy', () => {
    render(
      <Footer
        backLabel="Back"
        onBack={() => {}}
        primaryLabel="Confirm and cancel"
        onPrimary={() => {}}
        busy
      />,
    );
    expect(button('Back').disabled).toBe(true);
    expect(button('Confirm and cancel').disabled).toBe(true);
    expect(button('Confirm and cancel').getAttribute('aria-busy')).toBe('true');
  });

  it('shows only Go to account after completion', () => {
    render(<Footer primaryLabel="Go to account" onPrimary={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Go to account']);
  });
});

describe('Watermark', () => {
  it('says who guarantees it and links there in a new tab', () => {
    render(
      <Watermark
        prefix="Cancellation Guaranteed by"
        providerName="Holdfast"
        href="https://holdfast.example"
        newTabHint="(opens in a new tab)"
      />,
    );
    expect(screen.getByText(/Cancellation Guaranteed by/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Holdfast (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://holdfast.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('Loader', () => {
  it('is a status with the loading text', () => {
    render(<Loader text="Loading..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
