import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from './api/client.ts';
import { App } from './app.tsx';
import { expectNoAxeViolations } from './axe.testing.ts';
import { fakeClient, PASSWORD } from './dashboard-fake.testing.ts';
import { fakeFlows } from './flows/fake-flows.testing.ts';
import type { FlowsClient } from './flows/flows-client.ts';
import { PREVIEW_READY, PREVIEW_SESSION_ENDED } from './preview/preview-messages.ts';
import { SESSION_ENDED_TEXTS } from './session-ended-dialog.tsx';

afterEach(() => {
  window.location.hash = '';
});

/** The watch the dashboard's fetch reports a 401 to (api/session-watch.ts), ended by hand here. */
function fakeWatch() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end: () =>
      act(() => {
        for (const listener of listeners) listener();
      }),
  };
}

/** The dashboard at `hash`, its owner signed in, with a watch to end the session by hand. */
async function openSignedIn(hash: string, flows?: FlowsClient) {
  const client = fakeClient();
  await client.signIn('owner@team.example', PASSWORD);
  const session = fakeWatch();
  window.location.hash = hash;
  const view = render(<App client={client} flows={flows} session={session} />);
  return { ...view, session, user: userEvent.setup() };
}

/** Signs in at the session-ended dialog. */
async function signInAt(
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  email = 'owner@team.example',
  password = PASSWORD,
) {
  await user.type(within(dialog).getByLabelText('E-mail'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

/** A message from the preview's frame, as its page posts it to the editor. */
function fromFrame(frame: Window, type: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type }, origin: window.location.origin, source: frame }),
    );
  });
}

describe('a session that ends while a page is open', () => {
  it('is not asked about after signing in on the sign-in page (the signed-out visit’s own 401)', async () => {
    const user = userEvent.setup();
    const session = fakeWatch();
    render(<App client={fakeClient()} session={session} />);
    await screen.findByRole('heading', { name: 'Sign in to Holdfast' });
    // As the page's fetch reports the 401 that signed-out call to `me` got.
    await session.end();
    await user.type(screen.getByLabelText('E-mail'), 'owner@team.example');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Results', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to sign in again over the page, which keeps what was typed, then gives the page back', async () => {
    const { container, session, user } = await openSignedIn('#/sessions');
    const search = await screen.findByRole('searchbox', { name: 'Search sessions' });
    await user.type(search, 'not saved yet');

    await session.end();
    const dialog = screen.getByRole('dialog', { name: SESSION_ENDED_TEXTS.title });
    expect(within(dialog).getByText(SESSION_ENDED_TEXTS.body)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('E-mail'));
    // The page is still there beneath, inert: nothing typed in it is lost.
    expect(search).toHaveProperty('value', 'not saved yet');
    expect(search.closest('main')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('header')?.hasAttribute('inert')).toBe(true);
    await expectNoAxeViolations(container);

    await signInAt(dialog, user, 'owner@team.example', 'wrong-password');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CLIENT_MESSAGES.badCredentials);
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('searchbox', { name: 'Search sessions' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search.closest('main')?.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search sessions' })).toBe(search);
    expect(search).toHaveProperty('value', 'not saved yet');
  });

  it('is asked about when the flow preview was refused for it (not blamed on the auth hash), and the preview drawn again', async () => {
    // The preview's frame has a fetch of its own, which the watch does not see: only its word tells.
    const { user } = await openSignedIn('#/flows/bp_main', fakeFlows());
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const frame = (within(preview).getByTitle('Preview of the draft') as HTMLIFrameElement).contentWindow;
    if (!frame) throw new Error('the frame has no window');
    const posted = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
    fromFrame(frame, PREVIEW_READY);
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));

    fromFrame(frame, PREVIEW_SESSION_ENDED);
    const dialog = screen.getByRole('dialog', { name: SESSION_ENDED_TEXTS.title });
    await signInAt(dialog, user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Signed in again, the draft the ended session was refused is sent to the frame once more.
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
  });

  it('gives focus back to what had it when the dialog opened (the button pressed), once signed in', async () => {
    const { session, user } = await openSignedIn('#/sessions');
    await screen.findByRole('searchbox', { name: 'Search sessions' });
    const pressed = screen.getByRole('button', { name: 'Search' });
    await user.click(pressed);
    expect(document.activeElement).toBe(pressed);

    // As the 401 that button's call got.
    await session.end();
    const dialog = screen.getByRole('dialog', { name: SESSION_ENDED_TEXTS.title });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('E-mail'));
    await signInAt(dialog, user);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(pressed);
  });

  it('starts afresh on the start page, and says so, when another user signs in at the dialog', async () => {
    const { container, session, user } = await openSignedIn('#/sessions');
    await user.type(await screen.findByRole('searchbox', { name: 'Search sessions' }), 'not saved yet');
    expect(screen.getByText('Olive Owner · Acme (owner)')).toBeTruthy();

    await session.end();
    const dialog = screen.getByRole('dialog', { name: SESSION_ENDED_TEXTS.title });
    await signInAt(dialog, user, 'other@team.example');

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(SESSION_ENDED_TEXTS.otherUser);
    expect(document.activeElement).toBe(notice);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Results', level: 1 })).toBeTruthy();
    expect(window.location.hash).toBe('#/results');
    // Nothing of the previous user's page is left to save.
    expect(screen.queryByRole('searchbox', { name: 'Search sessions' })).toBeNull();
    expect(screen.queryByDisplayValue('not saved yet')).toBeNull();
    expect(screen.getByText('Oscar Other · Bolt (owner)')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(SESSION_ENDED_TEXTS.otherUser)).toBeNull();
  });
});
