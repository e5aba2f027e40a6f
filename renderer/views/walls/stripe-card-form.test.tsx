import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isStripeLike } from '../../state/failed-payment-wall/options.ts';
import type { CardConfirmer } from '../../state/failed-payment-wall/runtime.ts';
import { createFakeStripe, type FakeStripe } from './fake-stripe.testing.ts';
import StripeCardForm, { type StripeCardFormProps } from './stripe-card-form.tsx';

function props(overrides: Partial<StripeCardFormProps> = {}): StripeCardFormProps {
  return {
    source: {},
    isStripeLike,
    publishableKey: null,
    stripeAccount: null,
    language: 'en',
    loadingText: 'Loading…',
    onReady: vi.fn(),
    onGone: vi.fn(),
    onChange: vi.fn(),
    onLoadError: vi.fn(),
    ...overrides,
  };
}

/** Renders the form over a fake Stripe and waits for the confirmer. */
async function readyForm(stripe: FakeStripe = createFakeStripe()) {
  let confirmer: CardConfirmer | null = null;
  const onChange = vi.fn();
  const view = render(
    <StripeCardForm
      {...props({
        source: { stripe },
        onChange,
        onReady: (ready) => {
          confirmer = ready;
        },
      })}
    />,
  );
  const input = await screen.findByRole('textbox', { name: 'Card number' });
  await waitFor(() => expect(confirmer).not.toBeNull());
  const type = (number: string) => fireEvent.input(input, { target: { value: number } });
  const confirm = (secret = 'seti_1_secret_x') => {
    if (!confirmer) throw new Error('not ready');
    return confirmer.confirm(secret);
  };
  return { view, input, type, confirm, onChange, stripe };
}

describe('The card form mounts a Stripe card element through @stripe/react-stripe-js', () => {
  it('shows a loader until Stripe is there, then the card field', async () => {
    render(<StripeCardForm {...props({ source: { stripe: Promise.resolve(createFakeStripe()) } })} />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });

  it('reports whether the card is complete, and the field’s own message', async () => {
    const { type, onChange } = await readyForm();
    type('4242 4242 4242 4242');
    expect(onChange).toHaveBeenLastCalledWith({ complete: true, error: null });
    type('1234 1234 1234 1234');
    expect(onChange).toHaveBeenLastCalledWith({ complete: false, error: 'Your card number is incorrect.' });
  });

  it('tells the wall when it goes away', async () => {
    const onGone = vi.fn();
    const { unmount } = render(
      <StripeCardForm {...props({ source: { stripe: createFakeStripe() }, onGone })} />,
    );
    await screen.findByRole('textbox', { name: 'Card number' });
    unmount();
    expect(onGone).toHaveBeenCalled();
  });
});

describe('Card update needs setup confirmation without a redirect', () => {
  it('confirms the typed card with the client secret and handleActions false', async () => {
    const { type, confirm, stripe } = await readyForm();
    type('4242424242424242');
    expect(await confirm('seti_9_secret_abc')).toEqual({
      status: 'succeeded',
      paymentMethodId: 'pm_card_visa',
      error: null,
    });
    expect(stripe.confirmations).toEqual([
      {
        clientSecret: 'seti_9_secret_abc',
        number: '4242424242424242',
        handleActions: false,
        outcome: 'succeeds',
      },
    ]);
  });

  it("a decline comes back as the provider's error with its decline code", async () => {
    const { type, confirm } = await readyForm();
    type('4000000000000002');
    expect(await confirm()).toEqual({
      status: 'requires_payment_method',
      paymentMethodId: null,
      error: { message: 'Your card was declined.', code: 'generic_decline' },
    });
  });

  it('a card that needs 3-D Secure comes back with requires_action (the rule then refuses it)', async () => {
    const { type, confirm } = await readyForm();
    type('4000000000003220');
    expect(await confirm()).toMatchObject({ status: 'requires_action', error: null });
  });

  it('a network failure comes back as an error', async () => {
    const { type, confirm, stripe } = await readyForm();
    type('4242424242424242');
    stripe.failNext('network-error');
    expect((await confirm()).error?.message).toMatch(/connection to Stripe/);
  });

  it('a confirmation that throws is an error too, never a rejection', async () => {
    const stripe = createFakeStripe();
    stripe.confirmCardSetup = () => Promise.reject(new Error('boom'));
    const { confirm } = await readyForm(stripe);
    expect(await confirm()).toEqual({
      status: null,
      paymentMethodId: null,
      error: { message: 'boom', code: null },
    });
  });
});

describe('The publishable key chosen by mode loads Stripe.js', () => {
  it("calls the host's loadStripe with the key and the customer's connected account", async () => {
    const loadStripe = vi.fn(() => Promise.resolve(createFakeStripe()));
    render(
      <StripeCardForm
        {...props({ source: { loadStripe }, publishableKey: 'pk_test_123', stripeAccount: 'acct_42' })}
      />,
    );
    await screen.findByRole('textbox', { name: 'Card number' });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123', { stripeAccount: 'acct_42' });
  });

  it('reports a load failure: no key, a loader that answers null, or something that is not Stripe', async () => {
    const cases: Pick<StripeCardFormProps, 'source' | 'publishableKey'>[] = [
      { source: {}, publishableKey: null },
      { source: { loadStripe: () => Promise.resolve(null) }, publishableKey: 'pk_live_1' },
      { source: { stripe: Promise.resolve(null) }, publishableKey: null },
    ];
    for (const given of cases) {
      const onLoadError = vi.fn();
      const { unmount } = render(<StripeCardForm {...props({ ...given, onLoadError })} />);
      await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('textbox')).toBeNull();
      await act(async () => unmount());
    }
  });
});
