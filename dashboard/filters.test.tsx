import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDashboardClient } from './api/client.ts';
import { Filters } from './filters.tsx';
import { browserTimeZone } from './time-zone.ts';

describe('the date filters name the time zone their days are in', () => {
  it('says the zone beside the dates, and each date field is described by it', async () => {
    const onChange = vi.fn();
    render(<Filters filter={{}} versions={[]} timeZone="Pacific/Auckland" onChange={onChange} />);
    expect(screen.getByText('Days in your time zone, Pacific/Auckland')).toBeTruthy();
    const from = screen.getByLabelText('From');
    expect(from.getAttribute('aria-describedby')).toBe(
      screen.getByLabelText('To').getAttribute('aria-describedby'),
    );
    expect(document.getElementById(from.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Days in your time zone, Pacific/Auckland',
    );
    await userEvent.setup().type(from, '2026-12-02');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-02' });
  });
});

describe('the date pickers offer only a range that holds days', () => {
  it('offers no To day before From, and no From day after To', () => {
    const filter = { from: '2026-03-01', to: '2026-03-09' };
    render(<Filters filter={filter} versions={[]} timeZone="UTC" onChange={() => {}} />);
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2026-03-01');
    expect(screen.getByLabelText('From').getAttribute('max')).toBe('2026-03-09');
  });
});

describe('the version filter', () => {
  it('offers the versions by flow, then by version number (@2 before @10), a lite one after its full one', () => {
    const versions = ['bp_main@10', 'bp_main@2', 'bp_lite@1~lite', 'bp_main@1~lite', 'bp_main@1'];
    render(<Filters filter={{}} versions={versions} timeZone="UTC" onChange={() => {}} />);
    const filter = screen.getByRole('combobox', { name: 'Flow version' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'bp_lite@1 (lite)', 'bp_main@1', 'bp_main@1 (lite)', 'bp_main@2', 'bp_main@10']);
  });
});

describe('the client sends the zone with every filtered call', () => {
  const answering = (body: unknown) =>
    vi.fn(async (_path: string) => new Response(JSON.stringify(body), { status: 200 }));

  it('adds tz to the results, the session list and the CSV link', async () => {
    const fetcher = answering({ sessions: [], next: null, versions: [] });
    const client = createDashboardClient(fetcher as unknown as typeof fetch, 'Pacific/Auckland');
    await client.sessions('app_1', { from: '2026-12-02', to: '2026-12-02' });
    expect(fetcher.mock.calls[0]?.[0]).toBe(
      '/dashboard/api/apps/app_1/sessions?from=2026-12-02&to=2026-12-02&tz=Pacific%2FAuckland',
    );
    await client.results('app_1', {}).catch(() => undefined);
    expect(fetcher.mock.calls[1]?.[0]).toBe('/dashboard/api/apps/app_1/results?tz=Pacific%2FAuckland');
    expect(client.csvUrl('app_1', { q: 'ada' })).toBe(
      '/dashboard/api/apps/app_1/sessions.csv?q=ada&tz=Pacific%2FAuckland',
    );
  });

  it('takes the browser’s zone by default', () => {
    const client = createDashboardClient(answering({}) as unknown as typeof fetch);
    expect(client.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(client.timeZone).toBe(browserTimeZone());
  });
});
