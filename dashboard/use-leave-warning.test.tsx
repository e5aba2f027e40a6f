import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveHeld } from './leave-warning.testing.ts';
import { LEAVE_WARNING, useLeaveWarning } from './use-leave-warning.ts';

function Page({ unsaved, confirm }: { unsaved: boolean; confirm: (message: string) => boolean }) {
  useLeaveWarning(unsaved, confirm);
  return (
    <nav>
      <a href="#/flows">All flows</a>
      <a href="https://docs.example/help">Help</a>
    </nav>
  );
}

/** Clicks a link and tells whether it was let through (jsdom does not navigate, but a prevented click would not). */
async function followed(name: string): Promise<boolean> {
  let prevented = false;
  const seen = (event: Event) => {
    prevented = event.defaultPrevented;
  };
  window.addEventListener('click', seen);
  await userEvent.click(screen.getByRole('link', { name }));
  window.removeEventListener('click', seen);
  return !prevented;
}

describe('leaving a page with unsaved changes', () => {
  it('holds a reload or close, and asks before a dashboard link; cancelled, the link is not followed', async () => {
    const confirm = vi.fn(() => false);
    render(<Page unsaved confirm={confirm} />);
    expect(leaveHeld()).toBe(true);
    expect(await followed('All flows')).toBe(false);
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
  });

  it('follows the link once the author agrees to leave the changes behind', async () => {
    const confirm = vi.fn(() => true);
    render(<Page unsaved confirm={confirm} />);
    expect(await followed('All flows')).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a link out of the dashboard (the browser asks then) or with nothing unsaved', async () => {
    const confirm = vi.fn(() => false);
    const { rerender } = render(<Page unsaved confirm={confirm} />);
    await followed('Help');
    expect(confirm).not.toHaveBeenCalled();
    rerender(<Page unsaved={false} confirm={confirm} />);
    expect(leaveHeld()).toBe(false);
    expect(await followed('All flows')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
