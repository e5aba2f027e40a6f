/**
 * The session page asks for a recording only for a session that has one: going from a recorded session to an
 * unrecorded one (a link, the address bar, the app switcher) never asks the server for the second's recording,
 * which it would answer 404 into the browser's console.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { DETAIL, fakeClient, LITE_DETAIL, PASSWORD } from '../dashboard-fake.testing.ts';

afterEach(() => {
  window.location.hash = '';
});

function countingClient(asked: string[]) {
  const client = fakeClient();
  return {
    ...client,
    recording: async (appId: string, id: string) => {
      asked.push(id);
      return client.recording(appId, id);
    },
  };
}

describe('the session page and recordings', () => {
  it('opened on an unrecorded session, says so and asks for no recording', async () => {
    const asked: string[] = [];
    const client = countingClient(asked);
    await client.signIn('owner@team.example', PASSWORD);
    window.location.hash = `#/sessions/${DETAIL.session.id}`;
    render(<App client={client} />);
    await screen.findByText('This session was not recorded.');
    expect(asked).toEqual([]);
  });

  it('asks for the recording of a recorded session, and none for an unrecorded one opened after it', async () => {
    expect(LITE_DETAIL.recording).not.toBeNull();
    expect(DETAIL.recording).toBeNull();
    const asked: string[] = [];
    const client = countingClient(asked);
    await client.signIn('owner@team.example', PASSWORD);
    window.location.hash = `#/sessions/${LITE_DETAIL.session.id}`;
    render(<App client={client} />);
    await waitFor(() => expect(asked).toEqual([LITE_DETAIL.session.id]));

    window.location.hash = `#/sessions/${DETAIL.session.id}`;
    await screen.findByText('This session was not recorded.');
    expect(screen.getByText('Discount: accepted')).toBeTruthy();
    expect(asked).toEqual([LITE_DETAIL.session.id]);
  });
});
