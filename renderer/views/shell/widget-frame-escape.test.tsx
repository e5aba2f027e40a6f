import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Widget } from './widget-frame.testing.tsx';

describe('WidgetFrame: Escape', () => {
  it('calls onClose when closable', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Widget onClose={onClose} closable />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing when not closable', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Widget onClose={onClose} closable={false} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is the modal’s own: a host dialog underneath never gets it, closable or not', () => {
    for (const closable of [true, false]) {
      const { unmount } = render(<Widget closable={closable} />);
      const notPrevented = fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' });
      expect(notPrevented).toBe(false);
      unmount();
    }
  });

  it('still closes after a press on the backdrop, which leaves focus in the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { container } = render(<Widget onClose={onClose} closable />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    const backdrop = container.querySelector('.hf-backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('inline and not closable, Escape is left to the page', () => {
    render(<Widget presentation="inline" closable={false} />);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' })).toBe(true);
  });

  it('the close button calls onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Widget onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
