/**
 * The error screen of a cancel whose call got no answer and was not found cancelled when the customer was
 * re-read, as a customer finds it: the connection was lost, Try again beside Go to account, and Try again sends
 * the cancel again with its Idempotency-Key (state/flow/cancel-action.ts `retryCancel`). A cancel refused with
 * an error answer keeps the spec's generic screen, without Try again.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { createTranslator } from '../../i18n/index.ts';
import { fakeApi, loadTestFlow } from '../../state/flow/flow-harness.testing.ts';
import { cancelFromFlow } from '../../state/flow/leave-actions.ts';
import { flow, resetFlow } from '../../state/flow/store.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';
const steps = [{ guid: 'confirm', stepType: 'CONFIRM' as const }];
/** What the widget's live region says (a field's own polite region is not atomic). */
const announced = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent ?? '';

const failure = (kind: 'network' | 'http', call: 'cancel' | 'getCustomer') =>
  new ApiError({
    kind,
    status: kind === 'http' ? 500 : null,
    code: kind === 'http' ? 'HTTP_ERROR' : 'NETWORK_ERROR',
    message: `${call} failed`,
    call: call === 'cancel' ? 'cancel' : 'customer',
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetFlow('after');
  vi.restoreAllMocks();
});

describe('a cancel that got no answer: the connection was lost', () => {
  it('says so and offers Try again, which sends the cancel again with the same key', async () => {
    const api = fakeApi({
      cancel: vi.fn().mockRejectedValueOnce(failure('network', 'cancel')).mockResolvedValue({}),
      // Offline: the re-read fails too.
      getCustomer: vi
        .fn()
        .mockRejectedValueOnce(failure('network', 'getCustomer'))
        .mockImplementation(async () => flow.customer),
    });
    loadTestFlow({ steps, api });
    render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
    await act(() => cancelFromFlow());
    expect(screen.getByText(CONNECTION_LOST)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to account' })).toBeTruthy();
    // A screen reader hears the same: the connection was lost, not only that something went wrong.
    await vi.waitFor(() => expect(announced()).toContain(CONNECTION_LOST));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(flow.flowState).toBe('COMPLETE'));
    const keys = api.cancel.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(flow.canceled).toBe(true);
  });

  it('a cancel refused with an error answer: the spec’s error, no Try again', async () => {
    const api = fakeApi({ cancel: vi.fn().mockRejectedValue(failure('http', 'cancel')) });
    loadTestFlow({ steps, api });
    render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
    await act(() => cancelFromFlow());
    expect(screen.getByText('Please contact us.')).toBeTruthy();
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await vi.waitFor(() => expect(announced()).toContain('Sorry, something went wrong'));
    expect(announced()).not.toContain(CONNECTION_LOST);
  });
});
