import { cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelFlow } from './cancel-flow.tsx';

const fake = vi.hoisted(() => {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const answers: Record<string, unknown> = {};
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
      return Promise.resolve(method in answers ? answers[method] : { ok: true });
    };
  const api = new Proxy({}, { get: (_target, method) => record(String(method)) });
  return { calls, answers, api };
});

vi.mock('../embed/holdfast-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../embed/holdfast-client.ts')>()),
  holdfastApi: fake.api,
}));

const methods = () => fake.calls.map((call) => call.method);
const lastInit = (): Record<string, unknown> => {
  const init = fake.calls.filter((call) => call.method === 'init').at(-1);
  const options = init?.args[0];
  if (typeof options !== 'object' || options === null) throw new Error('no init');
  return { ...options };
};
/** Lets the component's queued operations and a deferred unmount run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(async () => {
  // Unmount now and let the deferred hide run, so it is not recorded in the next test.
  cleanup();
  await settle();
  fake.calls.length = 0;
  for (const key of Object.keys(fake.answers)) delete fake.answers[key];
});

const identity = { appId: 'app_test', customerId: 'cus_1', authHash: 'hash' };

describe('<CancelFlow>: init with the props, show when open turns on, hide when it turns off', () => {
  it('initialises on mount without showing, shows on open, hides on close', async () => {
    const { rerender } = render(<CancelFlow {...identity} open={false} />);
    await waitFor(() => expect(methods()).toEqual(['init']));
    expect(lastInit()).toMatchObject({ ...identity, inline: false, target: null });

    rerender(<CancelFlow {...identity} open />);
    await waitFor(() => expect(methods()).toEqual(['init', 'show']));
    rerender(<CancelFlow {...identity} open={false} />);
    await waitFor(() => expect(methods()).toEqual(['init', 'show', 'hide']));
  });

  it('passes every init option through, with callbacks that call the latest prop', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <CancelFlow {...identity} mode="TEST" i18n={{ lang: 'de' }} open={false} onCancel={first} />,
    );
    await waitFor(() => expect(methods()).toEqual(['init']));
    const onCancel = lastInit().onCancel;
    expect(lastInit()).toMatchObject({ mode: 'TEST', i18n: { lang: 'de' } });

    // A new function identity on every render must not re-initialise the flow.
    rerender(<CancelFlow {...identity} mode="TEST" i18n={{ lang: 'de' }} open={false} onCancel={second} />);
    await settle();
    expect(methods()).toEqual(['init']);
    if (typeof onCancel !== 'function') throw new Error('onCancel not passed');
    onCancel({ id: 'cus_1' }, { surveyChoiceValue: null });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ id: 'cus_1' }, { surveyChoiceValue: null });
  });

  it('re-initialises when a data option changes while closed', async () => {
    const { rerender } = render(<CancelFlow {...identity} open={false} />);
    await waitFor(() => expect(methods()).toEqual(['init']));
    rerender(<CancelFlow {...identity} customerAttributes={{ plan: 'pro' }} open={false} />);
    await waitFor(() => expect(methods()).toEqual(['init', 'init']));
    expect(lastInit().customerAttributes).toEqual({ plan: 'pro' });
  });

  it('keeps an open flow as it is and applies changed options at the next open', async () => {
    const { rerender } = render(<CancelFlow {...identity} open />);
    await waitFor(() => expect(methods()).toEqual(['init', 'show']));
    rerender(<CancelFlow {...identity} flowId="bp_other" open />);
    await settle();
    expect(methods()).toEqual(['init', 'show']);
    rerender(<CancelFlow {...identity} flowId="bp_other" open={false} />);
    rerender(<CancelFlow {...identity} flowId="bp_other" open />);
    await waitFor(() => expect(methods()).toEqual(['init', 'show', 'hide', 'init', 'show']));
    expect(lastInit().flowId).toBe('bp_other');
  });

  it('does not show when init reports a problem', async () => {
    fake.answers.init = { ok: false, message: 'Problem initializing Holdfast: authHash not defined' };
    render(<CancelFlow appId="app_test" customerId="cus_1" open />);
    await settle();
    expect(methods()).toEqual(['init']);
  });

  it('hides the flow when the component unmounts while open', async () => {
    const { unmount } = render(<CancelFlow {...identity} open />);
    await waitFor(() => expect(methods()).toEqual(['init', 'show']));
    unmount();
    await waitFor(() => expect(methods()).toEqual(['init', 'show', 'hide']));
  });

  it("survives StrictMode's mount-unmount-mount without closing the flow", async () => {
    render(
      <StrictMode>
        <CancelFlow {...identity} open />
      </StrictMode>,
    );
    await settle();
    expect(methods()).toEqual(['init', 'show']);
  });

  it('renders inline into its own element', async () => {
    const { container } = render(<CancelFlow {...identity} inline className="billing-cancel" open />);
    await waitFor(() => expect(methods()).toEqual(['init', 'show']));
    const element = container.querySelector('.billing-cancel');
    expect(element).not.toBeNull();
    expect(lastInit()).toMatchObject({ inline: true, target: element });
  });

  it('renders nothing of its own as a modal', () => {
    const { container } = render(<CancelFlow {...identity} open={false} />);
    expect(container.innerHTML).toBe('');
  });
});
