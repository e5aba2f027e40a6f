import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from './api/client.ts';
import { App } from './app.tsx';
import { expectNoAxeViolations } from './axe.testing.ts';
import {
  DETAIL,
  fakeClient,
  HOSTILE_TEXT,
  LITE_DETAIL,
  OLDER_VERSION,
  PASSWORD,
  RESULTS,
} from './dashboard-fake.testing.ts';
import { LITE_TEXTS } from './format.ts';
import { ResultsView } from './results/results-view.tsx';
import { SessionDetailView } from './sessions/session-page.tsx';

afterEach(() => {
  window.location.hash = '';
});

describe('sign-in', () => {
  it('asks a signed-out visitor to sign in, says when the password is wrong, then shows the results', async () => {
    const user = userEvent.setup();
    const { container } = render(<App client={fakeClient()} />);
    await screen.findByRole('heading', { name: 'Sign in to Holdfast' });
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('E-mail'), 'owner@team.example');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CLIENT_MESSAGES.badCredentials);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Results', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Acme \(owner\)/)).toBeTruthy();
  });
});

describe('results', () => {
  it('shows the figures: sessions, save rate, revenue kept, outcomes, reasons, offers, versions', async () => {
    const { container } = render(<ResultsView results={RESULTS} />);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Save rate').nextElementSibling?.textContent).toBe('60%');
    expect(within(summary).getByText('Revenue kept (monthly)').nextElementSibling?.textContent).toMatch(
      /87\.00/,
    );
    const outcomes = screen.getByRole('region', { name: 'Outcomes' });
    expect(within(outcomes).getByRole('row', { name: 'Cancelled 4' })).toBeTruthy();
    expect(within(outcomes).getByRole('row', { name: 'Plan changed 1' })).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('row', { name: /Pause.*3 1 33\.3%/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /bp_main@1 6 3 60%/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('counts lite sessions apart: none in the save rate (it says so), their reasons marked, no version save rate', async () => {
    const { container } = render(<ResultsView results={RESULTS} />);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Lite sessions').nextElementSibling?.textContent).toBe(
      '2 (2 cancelled)',
    );
    expect(within(summary).getByText(LITE_TEXTS.saveRate)).toBeTruthy();
    const reasons = screen.getByRole('region', { name: 'Reasons' });
    expect(within(reasons).getByRole('columnheader', { name: 'Of which lite' })).toBeTruthy();
    expect(within(reasons).getByRole('row', { name: /^Moving away 1 0 1/ })).toBeTruthy();
    const versions = screen.getByRole('region', { name: 'Per flow version' });
    expect(within(versions).getByRole('row', { name: 'bp_lite#lite@1 (lite) 2 0 —' })).toBeTruthy();
    expect(within(versions).getByText(LITE_TEXTS.versionSaveRate)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers the lite flow’s versions in the version filter, named as lite', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const asked: unknown[] = [];
    await client.signIn('owner@team.example', PASSWORD);
    render(
      <App
        client={{
          ...client,
          results: async (appId, filter) => {
            asked.push(filter);
            return client.results(appId, filter);
          },
        }}
      />,
    );
    const filter = await screen.findByRole('combobox', { name: 'Flow version' });
    await within(filter).findByRole('option', { name: 'bp_lite#lite@1 (lite)' });
    await user.selectOptions(filter, 'bp_lite#lite@1 (lite)');
    await waitFor(() => expect(asked.at(-1)).toEqual({ flowVersion: 'bp_lite#lite@1~lite' }));
  });

  it('shows a customer’s follow-up as text, never as markup', () => {
    const { container } = render(<ResultsView results={RESULTS} />);
    expect(screen.getByText(HOSTILE_TEXT)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('sessions', () => {
  it('lists the sessions, searches them and links each to its page', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    await client.signIn('owner@team.example', PASSWORD);
    window.location.hash = '#/sessions';
    const { container } = render(<App client={client} />);
    const link = await screen.findByRole('link', {
      name: new Date(DETAIL.session.createdAt).toLocaleString(),
    });
    expect(link.getAttribute('href')).toBe('#/sessions/sess_1');
    expect(screen.getByRole('link', { name: 'Export these sessions as CSV' }).getAttribute('href')).toBe(
      '/dashboard/api/apps/app_1/sessions.csv',
    );
    await expectNoAxeViolations(container);
    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: new Date(DETAIL.session.createdAt).toLocaleString() });
    expect(client.sessionQueries.at(-1)).toEqual({ q: 'ada' });
  });

  it('marks lite sessions, names an anonymous one so, and filters by every version of the app’s sessions', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    await client.signIn('owner@team.example', PASSWORD);
    window.location.hash = '#/sessions';
    const { container } = render(<App client={client} />);
    const lite = await screen.findByRole('row', { name: /Anonymous Lite Cancelled Moving away — Yes/ });
    expect(within(lite).getByRole('link').getAttribute('href')).toBe('#/sessions/sess_lite');
    expect(screen.getByRole('row', { name: /ada@example\.com Full Discounted/ })).toBeTruthy();
    await expectNoAxeViolations(container);
    const filter = screen.getByRole('combobox', { name: 'Flow version' });
    // The server's list of versions, not the shown sessions': none of them has the older version.
    expect(within(filter).getByRole('option', { name: OLDER_VERSION })).toBeTruthy();
    await user.selectOptions(filter, 'bp_lite#lite@1 (lite)');
    await waitFor(() => expect(client.sessionQueries.at(-1)).toEqual({ flowVersion: 'bp_lite#lite@1~lite' }));
    await user.selectOptions(filter, OLDER_VERSION);
    await waitFor(() => expect(client.sessionQueries.at(-1)).toEqual({ flowVersion: OLDER_VERSION }));
  });

  it('shows a lite session: asked why, the host cancels, its feedback as text, no offers', async () => {
    const { container } = render(
      <SessionDetailView detail={{ ...LITE_DETAIL, recording: null }} loadEvents={async () => []} />,
    );
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.getByText(LITE_TEXTS.flow)).toBeTruthy();
    expect(screen.getByText('bp_lite#lite@1 (lite)')).toBeTruthy();
    expect(screen.getByText('Moving away')).toBeTruthy();
    expect(screen.getByText(HOSTILE_TEXT)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(LITE_TEXTS.noOffers)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows a session’s steps, answers as text, offers and outcome; says when there is no recording', async () => {
    const { container } = render(<SessionDetailView detail={DETAIL} loadEvents={async () => []} />);
    expect(screen.getByText('Discounted')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Steps' })).getByText(/Why are you leaving\?/),
    ).toBeTruthy();
    expect(screen.getByText(HOSTILE_TEXT)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Discount: accepted')).toBeTruthy();
    expect(screen.getByText('Pause: not answered')).toBeTruthy();
    expect(screen.getByText('Trial extension: declined')).toBeTruthy();
    expect(screen.getByText('This session was not recorded.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
