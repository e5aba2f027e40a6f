import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { customer, trialingSubscription } from '../../domain/sample-data.testing.ts';
import { createTranslator, loadCatalog } from '../../i18n/index.ts';
import { fakeApi, loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { resetNavigationGuard } from '../../state/flow/navigate.ts';
import { acceptDiscount, acceptTrialExtension } from '../../state/flow/offer-actions.ts';
import { flow, resetFlow } from '../../state/flow/store.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';
import { type LaterViewsState, loadLaterViews } from './use-later-views.ts';

// The offers' chunk is in (an offer's action can only fail once its view ran it).
const later = vi.hoisted(() => ({
  state: { views: null, failed: false, retry: () => {} } as LaterViewsState,
}));
vi.mock('./use-later-views.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./use-later-views.ts')>()),
  useLaterViews: () => later.state,
}));

beforeAll(async () => {
  later.state = { views: await loadLaterViews(), failed: false, retry: () => {} };
}, 20_000); // the later chunk's first import transforms every offer module

afterEach(() => {
  vi.restoreAllMocks();
  resetNavigationGuard();
  act(() => resetFlow('after'));
});

const DISCOUNT = {
  guid: 'o-discount',
  offerType: 'DISCOUNT' as const,
  discountConfig: { couponId: 'SAVE20' },
};
const TRIAL = {
  guid: 'o-trial',
  offerType: 'TRIAL_EXTENSION' as const,
  trialExtensionConfig: { trialExtensionDays: 7 },
};
const CONFIRM = { guid: 'confirm', stepType: 'CONFIRM' as const, header: 'Confirm your cancellation' };

const refusal = new ApiError({
  kind: 'http',
  status: 403,
  code: 'HTTP_ERROR',
  message: 'no',
  call: 'discount',
});
const lost = new ApiError({
  kind: 'network',
  status: null,
  code: 'NETWORK_ERROR',
  message: 'x',
  call: 'extendTrial',
});

function quiet() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

function offerOnScreen() {
  const step = flow.data?.blueprint.steps[0];
  if (step?.stepType !== 'OFFER') throw new Error('no offer on screen');
  return step.offer;
}

async function failDiscount(lang: 'en' | 'de' = 'en') {
  quiet();
  const api = fakeApi({ applyDiscount: vi.fn(async () => Promise.reject(refusal)) });
  loadTestFlow({ steps: [offerStep('o', DISCOUNT, 'confirm'), CONFIRM], api, init: { mode: 'TEST' } });
  const t =
    lang === 'en' ? createTranslator({ lang }) : createTranslator({ lang, catalog: await loadCatalog(lang) });
  render(<CancelFlowView t={t} inline={false} nowMs={() => Date.now() + 60_000} />);
  const offer = offerOnScreen();
  if (offer.offerType !== 'DISCOUNT') throw new Error('not the discount');
  await act(() => acceptDiscount(offer));
  return api;
}

describe('the error screen after a refused offer claim: the spec’s texts, and a way on to cancel', () => {
  it('keeps the generic texts and Go to account, and adds Back and Continue to cancel', async () => {
    await failDiscount();
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please contact us.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('Continue to cancel leads to the confirm step', async () => {
    await failDiscount();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to cancel' }));
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Confirm your cancellation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and cancel' })).toBeTruthy();
  });

  it('Back shows the offer again, with its Decline offer', async () => {
    await failDiscount();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await act(async () => {});
    expect(screen.queryByText('Please contact us.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline offer' })).toBeTruthy();
  });

  it('in German, through the catalogs', async () => {
    await failDiscount('de');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter zur Kündigung' })).toBeTruthy();
  });
});

describe('the error screen after an offer call that got no answer', () => {
  it('says the connection was lost and offers Try again beside Back', async () => {
    quiet();
    const api = fakeApi({
      extendTrial: vi.fn(async () => Promise.reject(lost)),
      getCustomer: vi.fn(async () => Promise.reject(lost)),
    });
    loadTestFlow({ steps: [offerStep('o', TRIAL)], api, customer: customer([trialingSubscription()]) });
    render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
    const offer = offerOnScreen();
    if (offer.offerType !== 'TRIAL_EXTENSION') throw new Error('not the trial extension');
    await act(() => acceptTrialExtension(offer));
    expect(screen.getByText(/We lost the connection before your request was confirmed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    api.extendTrial.mockImplementation(async () => ({}));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => {});
    expect(api.extendTrial).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Your trial has been extended' })).toBeTruthy();
  });
});

describe('while an action runs, the close button is not offered (closing is refused then)', () => {
  it('no Close dialog button during the action', async () => {
    loadTestFlow({ steps: [CONFIRM] });
    render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    act(() => {
      flow.flowState = 'MODIFYING_USER_ACCOUNT';
      flow.action = 'CANCEL';
    });
    expect(screen.getByRole('heading', { name: 'Cancelling your subscription…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });
});
