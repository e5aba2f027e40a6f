/**
 * An offer step while the later steps' chunk cannot be fetched (offline since the first step painted): it says
 * the connection was lost and offers Try again (use-later-views.ts), not a bare 'Error loading'; Back and the
 * way on to the cancel stay. Online again, Try again fetches the chunk and the offer shows.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../i18n/index.ts';
import { loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { flow, resetFlow } from '../../state/flow/store.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';

// The network as the later steps' chunk finds it: offline, its fetch fails as Chromium's does.
const network = vi.hoisted(() => ({ offline: false, fetches: 0 }));
vi.mock('../later-views.ts', async (importOriginal) => {
  network.fetches++;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => {
  network.offline = false;
  resetFlow('after');
  vi.restoreAllMocks();
});

const discountOffer = {
  guid: 'o-discount',
  offerType: 'DISCOUNT' as const,
  discountConfig: { couponId: 'SAVE30' },
};
const steps = [
  { guid: 'feedback', stepType: 'FREEFORM' as const, freeformConfig: { inputRequired: false } },
  offerStep('d', discountOffer),
];

describe('an offer step while the later steps’ chunk cannot be fetched', () => {
  it('says the connection was lost with Try again, keeps Back and the cancel; online, Try again shows it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    network.offline = true;
    loadTestFlow({ steps, init: { mode: 'TEST' } });
    let now = 0;
    const view = render(
      <CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} nowMs={() => (now += 1_000)} />,
    );
    await waitFor(() => expect(error).toHaveBeenCalled());
    const fetchesAtPaint = network.fetches;

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // A new screen asks for the chunk again; offline, it fails again.
    await waitFor(() => expect(network.fetches).toBe(fetchesAtPaint + 1));
    expect(await screen.findByText(CONNECTION_LOST, { selector: 'p' })).toBeTruthy();
    expect(view.container.textContent).not.toContain('Error loading');
    expect(view.container.querySelector('[aria-live="polite"]')?.textContent).toBe(CONNECTION_LOST);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();

    network.offline = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(CONNECTION_LOST, { selector: 'p' })).toBeNull());
    expect(await screen.findByText('Special Offer', { selector: '.hf-tag *, .hf-tag' })).toBeTruthy();
    expect(flow.position).toEqual({ kind: 'step', guid: 'd' });
  }, 20_000); // the later chunk's first import transforms every offer module
});
