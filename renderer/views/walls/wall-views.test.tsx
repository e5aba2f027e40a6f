import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FailedPaymentView, type FailedPaymentViewProps } from './failed-payment-view.tsx';
import { PauseWallView, type PauseWallViewProps } from './pause-wall-view.tsx';
import { WallFrame } from './wall-frame.tsx';
import { WallOutcome } from './wall-outcome.tsx';

function pausedProps(overrides: Partial<PauseWallViewProps> = {}): PauseWallViewProps {
  return {
    greeting: 'Hi Ada,',
    notice: 'Your subscription is currently paused.',
    content: {
      kind: 'paused',
      facts: ['Your subscription will reactivate automatically on April 20, 2025.'],
      originalRate: 'Resume now and keep your original rate.',
      dataSafe: 'Your account data is kept safe while your subscription is paused.',
      resumeLabel: 'Resume Subscription Now',
      onResume: vi.fn(),
      busy: false,
    },
    links: [],
    ...overrides,
  };
}

describe('Pause wall view: greeting with first name, reactivation date and the Resume button', () => {
  it('shows the greeting, the facts, the copy and a Resume button that calls back', async () => {
    const props = pausedProps();
    render(<PauseWallView {...props} />);
    expect(screen.getByText('Hi Ada,')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(
      'Your subscription will reactivate automatically on April 20, 2025.',
    );
    expect(screen.getByText('Resume now and keep your original rate.')).toBeTruthy();
    expect(screen.getByText(/account data is kept safe/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription Now' }));
    expect(props.content.kind === 'paused' && props.content.onResume).toHaveBeenCalledTimes(1);
  });

  it('if set to cancel: the cancel date, and no Resume button', () => {
    render(
      <PauseWallView
        {...pausedProps({
          content: {
            kind: 'cancel-scheduled',
            cancelDate: 'Your subscription is set to cancel on May 1, 2025.',
          },
        })}
      />,
    );
    expect(screen.getByText('Your subscription is set to cancel on May 1, 2025.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
  });

  it('a busy Resume button is disabled', () => {
    const props = pausedProps();
    if (props.content.kind === 'paused') props.content.busy = true;
    render(<PauseWallView {...props} />);
    expect(screen.getByRole('button', { name: 'Resume Subscription Now' })).toHaveProperty('disabled', true);
  });

  it('the cancel-now and logout links call back', async () => {
    const cancel = vi.fn();
    const logout = vi.fn();
    render(
      <PauseWallView
        {...pausedProps({
          links: [
            { label: 'Cancel now', onClick: cancel },
            { label: 'Log out', onClick: logout },
          ],
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect([cancel.mock.calls.length, logout.mock.calls.length]).toEqual([1, 1]);
  });
});

function failedProps(overrides: Partial<FailedPaymentViewProps> = {}): FailedPaymentViewProps {
  return {
    greeting: 'Hi Grace,',
    notice: 'We could not process your latest payment, so access to your account is limited for now.',
    cardNote: 'We tried to charge your Visa card ending in 0341.',
    instructions: 'Enter a new card to pay the open invoice and restore your access.',
    cardLabel: 'Card details',
    cardField: <input aria-label="Card number" />,
    updateLabel: 'Update billing',
    onUpdate: vi.fn(),
    busy: false,
    updateDisabled: false,
    links: [],
    ...overrides,
  };
}

describe('Failed-payment wall view: notice, card on file, card form and update button', () => {
  it('groups the card form under its label and updates on click', async () => {
    const props = failedProps({ amountDue: 'Amount due: $29.00' });
    render(<FailedPaymentView {...props} />);
    expect(screen.getByText(/access to your account is limited/)).toBeTruthy();
    expect(screen.getByText('We tried to charge your Visa card ending in 0341.')).toBeTruthy();
    expect(screen.getByText('Amount due: $29.00')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Card details' });
    expect(group.querySelector('input')?.getAttribute('aria-label')).toBe('Card number');
    await userEvent.click(screen.getByRole('button', { name: 'Update billing' }));
    expect(props.onUpdate).toHaveBeenCalledTimes(1);
  });

  it("shows the card field's own message as an alert tied to the group", () => {
    render(<FailedPaymentView {...failedProps({ cardError: 'Your card number is incorrect.' })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Your card number is incorrect.');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('loading state: a busy update button is disabled and the card group says it is busy', () => {
    render(<FailedPaymentView {...failedProps({ busy: true })} />);
    expect(screen.getByRole('button', { name: 'Update billing' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
  });

  it('an incomplete card keeps the button disabled', () => {
    render(<FailedPaymentView {...failedProps({ updateDisabled: true })} />);
    expect(screen.getByRole('button', { name: 'Update billing' })).toHaveProperty('disabled', true);
  });

  it('optional get-help, cancel and logout links', () => {
    render(
      <FailedPaymentView
        {...failedProps({
          links: [
            { label: 'Get help', onClick: vi.fn() },
            { label: 'Cancel subscription', onClick: vi.fn() },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Update billing',
      'Get help',
      'Cancel subscription',
    ]);
  });
});

describe('Wall frame: the close button only when leaving is allowed', () => {
  const frame = (onClose?: () => void) => (
    <WallFrame
      titleId="wall-title"
      title="Resume your subscription"
      theme="default"
      colors={{ primary: '#3c5ccf' }}
      tag={{ kind: 'pause', label: 'Subscription Pause' }}
      closeLabel="Close dialog"
      {...(onClose ? { onClose } : {})}
      announcement=""
      screenKey="PAUSE_WALL"
    >
      <button type="button">Resume Subscription Now</button>
    </WallFrame>
  );

  it('is a modal dialog named by its title, without a close button when leaving is not allowed', async () => {
    render(frame());
    const dialog = screen.getByRole('dialog', { name: 'Resume your subscription' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('with onClose: a close button, and Escape closes too', async () => {
    const onClose = vi.fn();
    render(frame(onClose));
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    screen.getByRole('button', { name: 'Resume Subscription Now' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Wall outcomes: confirmation and error', () => {
  it('a success outcome with its close button', async () => {
    const close = vi.fn();
    render(
      <WallOutcome
        kind="success"
        title="Payment successful"
        message="Your invoice has been paid and full access is restored."
        close={{ label: 'Close', onClick: close }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('an error outcome with the message, details when given and Back', async () => {
    const back = vi.fn();
    render(
      <WallOutcome
        kind="error"
        title="Sorry, something went wrong"
        message="There was an error processing your payment. Please double check your card and try again."
        details="Your card was declined. (card_declined)"
        detailsLabel="Details"
        action={{ label: 'Back', onClick: back }}
      />,
    );
    expect(screen.getByText(/double check your card/)).toBeTruthy();
    expect(screen.getByText('Your card was declined. (card_declined)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
