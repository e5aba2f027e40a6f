import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ControlsPanel } from './controls-panel.tsx';
import type { CustomerChoice } from './fixture-catalog.ts';
import type { FixtureNames } from './url-state.ts';
import { useUrlParams } from './use-url-state.ts';

const CUSTOMERS: CustomerChoice[] = [
  { name: 'active-monthly', description: 'Stripe, Pro monthly, active' },
  { name: 'paused', description: 'Stripe, paused; billing resumes in 20 days' },
  { name: 'paddle-active', description: 'Paddle, Pro monthly, active' },
];
const NAMES: FixtureNames = {
  blueprints: ['full-flow', 'theme-v2', 'lite'],
  customers: CUSTOMERS.map((choice) => choice.name),
};

/** The panel wired to the URL exactly as the app wires it. */
function UrlControls({ custom = { blueprint: false, customer: false } }) {
  const { params, setParams } = useUrlParams(NAMES);
  return (
    <ControlsPanel
      params={params}
      onChange={setParams}
      blueprints={NAMES.blueprints}
      customers={CUSTOMERS}
      fixtureProvider="STRIPE"
      custom={custom}
    />
  );
}

function select(label: string): HTMLSelectElement {
  const element = screen.getByRole('combobox', { name: label });
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  return element;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/playground/');
});

describe('controls panel: every control is a URL query parameter', () => {
  it('changing a select updates the URL without adding a history entry', async () => {
    const before = window.history.length;
    render(<UrlControls />);
    await userEvent.selectOptions(select('Mode'), 'TEST');
    expect(window.location.search).toBe('?mode=TEST');
    expect(window.location.pathname).toBe('/playground/');
    expect(window.history.length).toBe(before);
    expect(select('Mode').value).toBe('TEST');
  });

  it('reads its initial values from the URL', () => {
    window.history.replaceState(null, '', '/playground/?experience=pause-wall&customer=paused&lang=fr');
    render(<UrlControls />);
    expect(select('Experience').value).toBe('pause-wall');
    expect(select('Customer').value).toBe('paused');
    expect(select('Language').value).toBe('fr');
    expect(screen.getByText('Stripe, paused; billing resumes in 20 days')).toBeTruthy();
  });

  it('choosing the default again removes the parameter', async () => {
    window.history.replaceState(null, '', '/playground/?provider=CHARGEBEE&theme=theme-v2');
    render(<UrlControls />);
    await userEvent.selectOptions(select('Provider'), "Customer's own (STRIPE)");
    expect(window.location.search).toBe('?theme=theme-v2');
    await userEvent.selectOptions(select('Theme'), "Blueprint's own");
    expect(window.location.search).toBe('');
  });

  it('changes accumulate: experience, blueprint and language', async () => {
    render(<UrlControls />);
    await userEvent.selectOptions(select('Experience'), 'Failed-payment wall');
    await userEvent.selectOptions(select('Blueprint'), 'theme-v2');
    await userEvent.selectOptions(select('Language'), 'Deutsch (de)');
    expect(new URLSearchParams(window.location.search).toString()).toBe(
      'experience=failed-payment-wall&blueprint=theme-v2&lang=de',
    );
  });

  it('a flag checkbox writes name=1 and keeps the #state= fragment', async () => {
    window.history.replaceState(null, '', '/playground/#state=e30');
    render(<UrlControls />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inline' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on load' }));
    expect(window.location.search).toBe('?inline=1&autoshow=1');
    expect(window.location.hash).toBe('#state=e30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inline' }));
    expect(window.location.search).toBe('?autoshow=1');
  });

  it('with a custom blueprint and customer from #state=, their fixture selects are disabled and say why', () => {
    render(<UrlControls custom={{ blueprint: true, customer: true }} />);
    expect(select('Blueprint').disabled).toBe(true);
    expect(select('Customer').disabled).toBe(true);
    expect(screen.getByText('A custom customer from #state= is in use.')).toBeTruthy();
    expect(select('Mode').disabled).toBe(false);
  });

  it('offers the four experiences, both modes, four languages and every provider', () => {
    render(<UrlControls />);
    expect(select('Experience').options).toHaveLength(4);
    expect([...select('Mode').options].map((option) => option.value)).toEqual(['LIVE', 'TEST']);
    expect([...select('Language').options].map((option) => option.value)).toEqual(['en', 'de', 'fr', 'es']);
    expect([...select('Provider').options].map((option) => option.value)).toContain('PADDLE_BILLING');
  });
});
