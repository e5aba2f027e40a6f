/**
 * The error screen of a load that got no answer, as a customer finds it: it says the connection was lost,
 * announces that, offers Try again beside Go to account and the close button, and Try again reaches the first
 * step (state/flow/load.ts `reloadFlow`). A refused load keeps the spec's generic screen (§2, §8).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { createTranslator } from '../../i18n/index.ts';
import { loadThroughApi } from '../../state/flow/flow-harness.testing.ts';
import { resetFlow } from '../../state/flow/store.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';
const steps = [{ guid: 'confirm', stepType: 'CONFIRM' as const }];

const failure = (kind: 'network' | 'timeout' | 'http', status: number | null = null) =>
  new ApiError({ kind, status, code: 'HTTP_ERROR', message: 'embed failed', call: 'embed' });

function showFlow() {
  return render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
}

/** The text of the dialog's polite live region. */
function announced(container: HTMLElement): string {
  return container.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetFlow('after');
  vi.restoreAllMocks();
});

describe('a load that got no answer: the connection was lost', () => {
  it('says so, announces it, and offers Try again, Go to account and the close button', async () => {
    await loadThroughApi({ steps, failFirst: [failure('network')] });
    const { container } = showFlow();
    const dialog = screen.getByRole('dialog', { name: 'An Error Occurred' });
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeTruthy();
    expect(screen.getByText(CONNECTION_LOST)).toBeTruthy();
    expect(screen.queryByText('Please contact us.')).toBeNull();
    expect(announced(container)).toBe(`Error: ${CONNECTION_LOST}`);
    expect(screen.getByRole('button', { name: 'Go to account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    // Try again is the screen's primary action, after Go to account in the reading order.
    const buttons = [...dialog.querySelectorAll('.hf-outcome__actions button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Go to account', 'Try again']);
    expect(buttons[1]?.className).toContain('hf-button--primary');
    expect(buttons[0]?.className).toContain('hf-button--secondary');
  });

  it('Try again reaches the first step, with focus back in the dialog', async () => {
    const api = await loadThroughApi({ steps, failFirst: [failure('timeout')] });
    showFlow();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm and cancel' })).toBeTruthy();
    expect(api.loadEmbed).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('a second failure shows the same screen again, announced again', async () => {
    await loadThroughApi({ steps, failFirst: [failure('network'), failure('network')] });
    const { container } = showFlow();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText(CONNECTION_LOST)).toBeTruthy();
    expect(announced(container)).toBe(`Error: ${CONNECTION_LOST}`);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });
});

describe('a refused load keeps the generic screen', () => {
  it.each([403, 404])('%s: Please contact us, no Try again', async (status) => {
    await loadThroughApi({ steps, failFirst: [failure('http', status)] });
    const { container } = showFlow();
    expect(screen.getByText('Please contact us.')).toBeTruthy();
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to account' }).className).toContain('hf-button--primary');
    expect(announced(container)).toBe('Error: Sorry, something went wrong');
  });
});
