import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmableLink } from './confirmable-link.tsx';
import { WidgetFrame } from './widget-frame.tsx';

const CONFIRMATION = {
  question: 'Are you sure you want to cancel your subscription?',
  confirm: 'Yes, cancel',
  keep: 'No, keep it',
};

function renderLink(confirmation: typeof CONFIRMATION | undefined) {
  const onClick = vi.fn();
  render(<ConfirmableLink label="Cancel now" onClick={onClick} confirmation={confirmation} />);
  return onClick;
}

describe('one confirmation before a one-tap cancel (issue 17 §7)', () => {
  it('the first tap only asks: the question, its two answers, focus on keeping', async () => {
    const onClick = renderLink(CONFIRMATION);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: CONFIRMATION.question })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel now' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep it' }));
  });

  it('confirming acts, once', async () => {
    const onClick = renderLink(CONFIRMATION);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeping takes the question back and returns focus to the link, with nothing done', async () => {
    const onClick = renderLink(CONFIRMATION);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel now' }));
  });

  it('without a confirmation (the host turned it off) one tap acts', async () => {
    const onClick = renderLink(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('Escape while the question is open', () => {
  it('takes the question back, returns focus to the link, and does not close the widget', async () => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    render(
      <WidgetFrame
        presentation="modal"
        closable
        onClose={onClose}
        labelledBy="t"
        theme="default"
        colors={{ primary: '#3c5ccf' }}
        announcement=""
      >
        <ConfirmableLink label="Cancel now" onClick={onClick} confirmation={CONFIRMATION} />
      </WidgetFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel now' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    // Asked nothing now, the next Escape is the widget's again.
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
