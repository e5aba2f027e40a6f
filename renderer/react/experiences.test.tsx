import { cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedPaymentWall } from './failed-payment-wall.tsx';
import { ManagedFlow } from './managed-flow.tsx';
import { PauseWall } from './pause-wall.tsx';

const fake = vi.hoisted(() => {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
      return Promise.resolve({ ok: true });
    };
  const api = new Proxy({}, { get: (_target, method) => record(String(method)) });
  return { calls, api };
});

vi.mock('../embed/holdfast-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../embed/holdfast-client.ts')>()),
  holdfastApi: fake.api,
}));

const methods = () => fake.calls.map((call) => call.method);
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(async () => {
  // Unmount now and let the deferred hide run, so it is not recorded in the next test.
  cleanup();
  await settle();
  fake.calls.length = 0;
});

const identity = { appId: 'app_test', customerId: 'cus_1', authHash: 'hash' };

describe("<PauseWall>: check('pause', options) while mounted", () => {
  it('checks on mount and hides the wall on unmount', async () => {
    const onPauseWallActivated = vi.fn();
    const { unmount } = render(<PauseWall {...identity} onPauseWallActivated={onPauseWallActivated} />);
    await waitFor(() => expect(methods()).toEqual(['check']));
    const [kind, options] = fake.calls[0]?.args ?? [];
    expect(kind).toBe('pause');
    expect(options).toMatchObject(identity);
    unmount();
    await waitFor(() => expect(methods()).toEqual(['check', 'hidePauseWall']));
  });

  it('checks again when the customer changes, not when a callback identity does', async () => {
    const { rerender } = render(<PauseWall {...identity} onPauseWallClosed={() => {}} />);
    await waitFor(() => expect(methods()).toEqual(['check']));
    rerender(<PauseWall {...identity} onPauseWallClosed={() => {}} />);
    await settle();
    expect(methods()).toEqual(['check']);
    rerender(<PauseWall {...identity} customerId="cus_2" onPauseWallClosed={() => {}} />);
    await waitFor(() => expect(methods()).toEqual(['check', 'check']));
    expect(fake.calls[1]?.args[1]).toMatchObject({ customerId: 'cus_2' });
  });

  it('checks once under StrictMode', async () => {
    render(
      <StrictMode>
        <PauseWall {...identity} />
      </StrictMode>,
    );
    await settle();
    expect(methods()).toEqual(['check']);
  });
});

describe("<FailedPaymentWall>: check('failed-payment', options) while mounted", () => {
  it('checks on mount and hides the wall on unmount', async () => {
    const { unmount } = render(<FailedPaymentWall {...identity} handleLogout={() => {}} />);
    await waitFor(() => expect(methods()).toEqual(['check']));
    expect(fake.calls[0]?.args[0]).toBe('failed-payment');
    expect(typeof Reflect.get(Object(fake.calls[0]?.args[1]), 'handleLogout')).toBe('function');
    unmount();
    await waitFor(() => expect(methods()).toEqual(['check', 'hideFailedPaymentWall']));
  });
});

describe("<ManagedFlow>: managedFlow('show', options) while mounted", () => {
  it('shows as a modal on mount and hides on unmount', async () => {
    const { unmount, container } = render(<ManagedFlow appId="app_test" />);
    await waitFor(() => expect(methods()).toEqual(['managedFlow']));
    expect(fake.calls[0]?.args).toEqual(['show', { appId: 'app_test', inline: false, target: null }]);
    expect(container.innerHTML).toBe('');
    unmount();
    await waitFor(() => expect(methods()).toEqual(['managedFlow', 'hideManagedFlow']));
  });

  it('renders inline into its own element', async () => {
    const { container } = render(<ManagedFlow appId="app_test" inline className="verify" />);
    await waitFor(() => expect(methods()).toEqual(['managedFlow']));
    expect(fake.calls[0]?.args[1]).toMatchObject({
      inline: true,
      target: container.querySelector('.verify'),
    });
  });
});
