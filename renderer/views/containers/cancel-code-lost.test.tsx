/**
 * A customer can always cancel, offline too (leave-actions.ts `cancelFromFlow`): went offline after the first
 * step painted, so neither the offers' chunk nor the cancel's own came. Confirm and cancel says the connection
 * was lost (nothing thrown into the host page), Back stays; online again, Try again fetches the chunk and
 * cancels once, and the complete screen comes (its chunk, failed at the first paint, is asked for again).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../i18n/index.ts';
import { loadTestFlow } from '../../state/flow/flow-harness.testing.ts';
import { resetFlow } from '../../state/flow/store.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';

// The network as the widget's chunks find it: offline, a chunk's fetch fails as Chromium's does.
const network = vi.hoisted(() => ({ offline: false, cancelFetches: 0 }));
const offlineFetch = () => new TypeError('Failed to fetch dynamically imported module');
vi.mock('../../state/flow/cancel-action.ts', async (importOriginal) => {
  network.cancelFetches++;
  if (network.offline) throw offlineFetch();
  return importOriginal();
});
vi.mock('../later-views.ts', async (importOriginal) => {
  if (network.offline) throw offlineFetch();
  return importOriginal();
});

afterEach(() => {
  network.offline = false;
  resetFlow('after');
  vi.restoreAllMocks();
});

describe('Confirm and cancel while the cancel’s chunk cannot be fetched', () => {
  it('says the connection was lost with Try again and Back; online, Try again cancels once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCancel = vi.fn();
    network.offline = true;
    const api = loadTestFlow({ steps: [{ guid: 'confirm', stepType: 'CONFIRM' }], init: { onCancel } });
    let now = 0;
    const view = render(
      <CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} nowMs={() => (now += 1_000)} />,
    );
    // The offers' chunk, fetched once the first step painted, failed.
    await waitFor(() => expect(error).toHaveBeenCalled());

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and cancel' }));
    expect(await screen.findByText(CONNECTION_LOST, { selector: 'p' })).toBeTruthy();
    expect(view.container.querySelector('[aria-live="polite"]')?.textContent).toBe(CONNECTION_LOST);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Nevermind' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Go to account' })).toBeTruthy();
    expect(api.cancel).not.toHaveBeenCalled();

    // Still offline: Try again asks for the chunk again, and says it again.
    const fetches = network.cancelFetches;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(network.cancelFetches).toBe(fetches + 1));
    expect(await screen.findByText(CONNECTION_LOST, { selector: 'p' })).toBeTruthy();

    network.offline = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(screen.queryByText(CONNECTION_LOST, { selector: 'p' })).toBeNull();
    expect(api.cancel).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
