import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Complete } from './complete.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { TakingAction } from './taking-action.tsx';

describe('Taking action: progress screens (spec §2)', () => {
  it('is a status with the progress text', () => {
    render(<TakingAction text="Pausing your subscription..." />);
    expect(screen.getByRole('status').textContent).toBe('Pausing your subscription...');
  });
});

describe('Complete screen (spec §2)', () => {
  it('shows the title and the message', () => {
    render(
      <Complete
        titleId="done"
        title="Subscription cancelled"
        message="Your subscription ends on May 1, 2026."
      />,
    );
    expect(screen.getByRole('heading', { name: 'Subscription cancelled' }).id).toBe('done');
    expect(screen.getByText('Your subscription ends on May 1, 2026.')).toBeTruthy();
  });

  it('has no cancel-now link unless given', () => {
    render(<Complete title="Pause applied" message="See you in June." />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the cancel-now link-button calls back', async () => {
    const onClick = vi.fn();
    render(
      <Complete
        title="Your subscription is paused"
        message="It resumes on June 1, 2026."
        cancelNow={{ label: 'Cancel my subscription now', onClick }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my subscription now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the confetti node it is given', () => {
    render(
      <Complete title="Discount applied" message="Enjoy." confetti={<canvas data-testid="confetti" />} />,
    );
    expect(screen.getByTestId('confetti').tagName).toBe('CANVAS');
  });
});

describe('Error screen (spec §2: details in test mode or preview)', () => {
  it('shows title and message, and no details block without details', () => {
    render(
      <ErrorScreen title="An Error Occurred" message="Sorry, something went wrong" detailsLabel="Details" />,
    );
    expect(screen.getByRole('heading', { name: 'An Error Occurred' })).toBeTruthy();
    expect(screen.getByText('Sorry, something went wrong')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Details' })).toBeNull();
  });

  it('shows the details block when details are given', () => {
    render(
      <ErrorScreen
        title="An Error Occurred"
        message="Sorry, something went wrong"
        details="Error pausing account. Please contact support."
        detailsLabel="Details"
      />,
    );
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain(
      'Error pausing account. Please contact support.',
    );
  });

  it('Go to account and Close call back', async () => {
    const goToAccount = vi.fn();
    const close = vi.fn();
    render(
      <ErrorScreen
        title="An Error Occurred"
        message="No subscription found"
        goToAccount={{ label: 'Go to account', onClick: goToAccount }}
        close={{ label: 'Close', onClick: close }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(goToAccount).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('has no buttons when none are given', () => {
    render(<ErrorScreen title="An Error Occurred" message="Please contact us." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
