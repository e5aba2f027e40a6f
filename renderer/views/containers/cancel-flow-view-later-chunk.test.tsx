import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { createTranslator, loadCatalog } from '../../i18n/index.ts';
import { loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { resetFlow } from '../../state/flow/store.ts';
import { describersOf, fieldLiveRegion } from '../steps/field-live-region.testing.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';
import { type LaterViewsState, loadLaterViews } from './use-later-views.ts';

// The later steps' chunk arrives when the test says so: until then the view has what the main chunk has.
const later = vi.hoisted(() => ({
  state: { views: null, failed: false, retry: () => {} } as LaterViewsState,
}));
vi.mock('./use-later-views.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./use-later-views.ts')>()),
  useLaterViews: () => later.state,
}));

afterEach(() => resetFlow('after'));

const discountOffer = {
  guid: 'o-discount',
  offerType: 'DISCOUNT' as const,
  discountConfig: { couponId: 'SAVE30' },
};

describe('an offer step before the later steps’ chunk: its tag is one of the offer’s texts, in that chunk', () => {
  // First: once the chunk has run, its texts stay registered for the rest of this file.
  it('a later chunk that failed: the error screen titled An Error Occurred, no tag, no raw key', () => {
    loadTestFlow({ steps: [offerStep('d', discountOffer)], init: { mode: 'TEST' } });
    later.state = { views: null, failed: true, retry: () => {} };
    const view = render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
    expect(within(view.container).getAllByRole('heading')[0]?.textContent).toBe('An Error Occurred');
    expect(view.container.querySelector('.hf-tag')).toBeNull();
    expect(view.container.textContent).not.toMatch(/stepTag|discount\.|action\./);
    later.state = { views: null, failed: false, retry: () => {} };
  });

  it('English and German: the loader titled Loading, no tag, no raw key; tag and title once the chunk lands', async () => {
    loadTestFlow({ steps: [offerStep('d', discountOffer)], init: { mode: 'TEST' } });
    const widgets = [
      { t: createTranslator({ lang: 'en' }), tag: 'Special Offer' },
      { t: createTranslator({ lang: 'de', catalog: await loadCatalog('de') }), tag: 'Sonderangebot' },
    ].map(({ t, tag }) => ({ t, tag, view: render(<CancelFlowView t={t} inline={false} />) }));

    for (const { t, tag, view } of widgets) {
      const shown = within(view.container);
      expect(shown.getByRole('heading').textContent).toBe(t('common.loading'));
      expect(shown.queryByText(tag)).toBeNull();
      expect(view.container.querySelector('.hf-tag')).toBeNull();
      expect(view.container.textContent).not.toMatch(/stepTag|discount\.|action\./);
    }

    later.state = { views: await loadLaterViews(), failed: false, retry: () => {} };
    for (const { t, tag, view } of widgets) {
      view.rerender(<CancelFlowView t={t} inline={false} />);
      await act(async () => {});
      expect(within(view.container).getByRole('heading').textContent).toBe(tag);
      expect(view.container.querySelector('.hf-tag')?.textContent).toBe(tag);
      expect(view.container.textContent).not.toMatch(/stepTag|discount\.|action\./);
    }
  }, 20_000); // the later chunk's first import transforms every offer module
});

describe('a free-text field of the first step near its limit: the hint comes with the later steps’ chunk', () => {
  it('before the chunk count/min and no hint (nor a raw key); with it the hint, shown and in the live region', async () => {
    const user = userEvent.setup();
    loadTestFlow({
      steps: [{ guid: 'f', stepType: 'FREEFORM', freeformConfig: { inputRequired: true, minLength: 10 } }],
      init: { mode: 'TEST' },
    });
    later.state = { views: null, failed: false, retry: () => {} };
    const t = createTranslator({ lang: 'en' });
    const view = render(<CancelFlowView t={t} inline={false} />);
    const box = screen.getByRole('textbox');
    await user.click(box);
    await user.paste('a'.repeat(4_988));
    expect(screen.getByText('4988/10')).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/textInput\.|characters left/);

    later.state = { views: await loadLaterViews(), failed: false, retry: () => {} };
    view.rerender(<CancelFlowView t={t} inline={false} />);
    await act(async () => {});
    expect(describersOf(box).map((describer) => describer.textContent)).toEqual([
      'You have 12 characters left.',
    ]);
    expect(fieldLiveRegion().textContent).toBe('You have 12 characters left.');
    await user.paste('a'.repeat(50));
    expect(box).toHaveProperty('value', 'a'.repeat(MAX_FREE_TEXT_CHARS));
    expect(describersOf(box).map((describer) => describer.textContent)).toEqual([
      '5,000 characters is the most this field takes.',
    ]);
  }, 20_000);
});
