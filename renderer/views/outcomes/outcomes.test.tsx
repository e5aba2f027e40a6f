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
        onward={{ label: 'Go to account', onClick: goToAccount }}
        close={{ label: 'Close', onClick: close }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(goToAccount).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('Try again alone is a button, the primary one (the managed flow without Get help)', async () => {
    const retry = vi.fn();
    render(<ErrorScreen message="The connection was lost." retry={{ label: 'Try again', onClick: retry }} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.className).toContain('hf-button--primary');
    await userEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('Try again is primary and the onward action beside it secondary', () => {
    render(
      <ErrorScreen
        message="The connection was lost."
        onward={{ label: 'Get help', onClick: () => {} }}
        retry={{ label: 'Try again', onClick: () => {} }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Get help' }).className).toContain('hf-button--secondary');
    expect(screen.getByRole('button', { name: 'Try again' }).className).toContain('hf-button--primary');
  });

  it('has no heading without a title (the header above carries it)', () => {
    render(<ErrorScreen message="Error loading" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Error loading')).toBeTruthy();
  });

  it('has no buttons when none are given', () => {
    render(<ErrorScreen title="An Error Occurred" message="Please contact us." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
