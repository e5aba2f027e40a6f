import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from './api/client.ts';
import { App } from './app.tsx';
import { DETAIL, fakeClient, HOSTILE_TEXT, PASSWORD, RESULTS } from './dashboard-fake.testing.ts';
import { ResultsView } from './results/results-view.tsx';
import { SessionDetailView } from './sessions/session-page.tsx';

async function expectNoAxeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

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
    expect(within(outcomes).getByRole('row', { name: 'Cancelled 2' })).toBeTruthy();
    expect(within(outcomes).getByRole('row', { name: 'Plan changed 1' })).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('row', { name: /Pause.*3 1 33\.3%/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /bp_main@1 6 3 60%/ })).toBeTruthy();
    await expectNoAxeViolations(container);
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

  it('shows a session’s steps, answers as text, offers and outcome; says when there is no recording', async () => {
    const { container } = render(<SessionDetailView detail={DETAIL} loadEvents={async () => []} />);
    expect(screen.getByText('Discounted')).toBeTruthy();
    expect(screen.getByText(/Why are you leaving\?/)).toBeTruthy();
    expect(screen.getByText(HOSTILE_TEXT)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Discount: accepted')).toBeTruthy();
    expect(screen.getByText('Pause: not answered')).toBeTruthy();
    expect(screen.getByText('Trial extension: declined')).toBeTruthy();
    expect(screen.getByText('This session was not recorded.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
