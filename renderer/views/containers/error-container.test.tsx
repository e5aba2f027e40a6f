import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mode } from '../../../contract/schemas/index.ts';
import { flow, resetFlow } from '../../state/flow/store.ts';
import { ErrorContainer } from './error-container.tsx';
import { testFlowUi } from './flow-ui.testing.ts';
import { FlowUiProvider } from './ui-context.tsx';

function showError(
  where: 'load' | 'flow',
  message: { key: 'error.noSubscription' | 'error.supportHandlerMissing' | 'error.cancel'; detail: string },
  mode: Mode = 'TEST',
) {
  act(() => {
    resetFlow('session');
    if (where === 'load') {
      flow.loadState = 'ERROR_LOADING';
      flow.loadError = message;
    } else {
      flow.loadState = 'LOADED';
      flow.flowState = 'ERROR';
      flow.flowMessage = message;
    }
  });
  const ui = testFlowUi({ mode });
  render(
    <FlowUiProvider value={ui}>
      <ErrorContainer titleId="t" />
    </FlowUiProvider>,
  );
}

/** The details block's text, or null when there is none. */
function details(): string | null {
  const heading = screen.queryByRole('heading', { name: 'Details' });
  return heading ? (heading.closest('section')?.querySelector('pre')?.textContent ?? '') : null;
}

afterEach(() => act(() => resetFlow('')));

describe('Error screen: details in test mode, only where they add to the message (spec §2)', () => {
  it("the missing support handler's detail is said once, not 'X — X'", () => {
    showError('flow', {
      key: 'error.supportHandlerMissing',
      detail: 'handleSupportRequest not implemented',
    });
    expect(screen.getByText('Please contact us.')).toBeTruthy();
    expect(details()).toBe('handleSupportRequest not implemented');
  });

  it("'No subscription found' is the message itself: no details block repeating it", () => {
    showError('flow', { key: 'error.noSubscription', detail: 'No subscription found' });
    expect(screen.getByText('No subscription found')).toBeTruthy();
    expect(details()).toBeNull();
    expect(screen.getAllByText(/No subscription found/)).toHaveLength(1);
  });

  it('a detail that adds something follows the specific text', () => {
    showError('load', { key: 'error.cancel', detail: 'card_declined (402)' });
    expect(details()).toBe('Error cancelling account. Please contact support. — card_declined (402)');
  });

  it('no details outside test mode and preview', () => {
    showError('flow', { key: 'error.cancel', detail: 'card_declined (402)' }, 'LIVE');
    expect(screen.getByText('Please contact us.')).toBeTruthy();
    expect(details()).toBeNull();
  });
});

describe('Error screen: a force-show-message text is the message alone in LIVE mode (spec §2)', () => {
  it('shows the backend’s words, without the marker, an internal code or a details block', () => {
    showError('flow', { key: 'error.cancel', detail: 'Your card expired. force-show-message' }, 'LIVE');
    expect(screen.getByText('Your card expired.')).toBeTruthy();
    expect(screen.queryByText(/force-show-message/)).toBeNull();
    expect(screen.queryByText(/HTTP_ERROR|\(4\d\d\)/)).toBeNull();
    expect(screen.queryByText('Please contact us.')).toBeNull();
    expect(details()).toBeNull();
  });
});
