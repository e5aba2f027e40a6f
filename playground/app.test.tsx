import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { blueprintFixtures } from '../fixtures/index.ts';
import type { InitOptions } from '../renderer/state/init-options.ts';
import { App, type AppDeps } from './app.tsx';
import { encodeBase64Url } from './custom-state.ts';
import { customerChoices, FIXTURE_NAMES } from './fixture-catalog.ts';
import { fixtureBackend, recordingWidget, sessionDeps } from './playground.testing.ts';

const NOW = new Date('2026-03-15T12:00:00Z');

function setup() {
  const backend = fixtureBackend(NOW);
  const recorder = recordingWidget();
  const inits: InitOptions[] = [];
  const widget = {
    ...recorder.widget,
    // Like the real widget: init reports through onInit.
    init: async (options: InitOptions) => {
      inits.push(options);
      await recorder.widget.init(options);
      options.onInit?.({ ok: true });
    },
  };
  const deps: AppDeps = {
    ...sessionDeps(backend, widget, NOW),
    widgetAvailable: true,
    startWorker: async () => ({ ok: true }),
    names: FIXTURE_NAMES,
    customers: customerChoices(NOW),
  };
  render(<App deps={deps} />);
  return { backend, calls: recorder.calls, inits };
}

function button(name: RegExp | string): HTMLButtonElement {
  const element = screen.getByRole('button', { name });
  if (!(element instanceof HTMLButtonElement)) throw new Error('not a button');
  return element;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('playground app: a link reproduces a state', () => {
  it('loads the chosen customer, initialises the widget signed for it and opens the pause wall forced', async () => {
    window.history.replaceState(null, '', '/?experience=pause-wall&customer=paused&mode=TEST');
    const { calls, inits, backend } = setup();
    await waitFor(() => expect(inits).toHaveLength(1), { timeout: 5000 });
    expect(inits[0]).toMatchObject({ customerId: 'cus_paused', mode: 'TEST', provider: 'STRIPE' });
    expect(backend.app()?.customers.some((record) => record.customer.id === 'cus_paused')).toBe(true);
    await waitFor(() => expect(button(/^Show pause wall/).disabled).toBe(false));
    await userEvent.click(button(/^Show pause wall/));
    expect(calls.at(-1)).toEqual({ method: 'check', args: ['pause', { force: true }] });
  });

  it('autoshow=1 opens the experience once initialised', async () => {
    window.history.replaceState(null, '', '/?autoshow=1');
    const { calls } = setup();
    await waitFor(() => expect(calls.map((call) => call.method)).toContain('show'), { timeout: 5000 });
  });

  it('inline=1 renders into the page target', async () => {
    window.history.replaceState(null, '', '/?inline=1');
    const { inits } = setup();
    await waitFor(() => expect(inits).toHaveLength(1), { timeout: 5000 });
    expect(inits[0]?.inline).toBe(true);
    expect(inits[0]?.target).toBe(document.getElementById('holdfast-inline-target'));
  });

  it('logs callbacks as they fire, with their arguments', async () => {
    setup();
    const panel = await screen.findByRole('region', { name: 'Host callbacks' }, { timeout: 5000 });
    await within(panel).findByText('onInit');
    expect(within(panel).getByText(/"ok": true/)).toBeTruthy();
  });

  it('"use host handlers" puts handlers=1 in the URL and re-initialises with handle* callbacks', async () => {
    const { inits } = setup();
    await waitFor(() => expect(inits).toHaveLength(1), { timeout: 5000 });
    expect(inits[0]?.handleCancel).toBeUndefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use host handlers' }));
    expect(window.location.search).toBe('?handlers=1');
    await waitFor(() => expect(inits).toHaveLength(2), { timeout: 5000 });
    expect(typeof inits[1]?.handleCancel).toBe('function');
  });

  it('a custom blueprint in #state= is what the backend serves', async () => {
    const blueprint = { ...blueprintFixtures.lite(NOW), _id: 'bp_from_link', name: 'Aus dem Link ✓' };
    window.history.replaceState(null, '', `/#state=${encodeBase64Url(JSON.stringify({ blueprint }))}`);
    const { backend, inits } = setup();
    await waitFor(() => expect(inits).toHaveLength(1), { timeout: 5000 });
    expect(backend.app()?.blueprints[0]).toMatchObject({ _id: 'bp_from_link', name: 'Aus dem Link ✓' });
    const picker = screen.getByRole('combobox', { name: 'Blueprint' });
    expect(picker instanceof HTMLSelectElement && picker.disabled).toBe(true);
  });

  it('a bad #state= shows what is wrong and the fixtures are used instead', async () => {
    window.history.replaceState(null, '', `/#state=${encodeBase64Url('{"customer": {"id": 7}}')}`);
    const { inits } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('customer.id: Invalid type: Expected string but received 7');
    await waitFor(() => expect(inits).toHaveLength(1), { timeout: 5000 });
    expect(inits[0]?.customerId).toBe('cus_active_monthly');
  });

  it('pasting a customer and applying puts it in the link and starts a session for it', async () => {
    const { inits } = setup();
    await waitFor(() => expect(inits).toHaveLength(1), { timeout: 5000 });
    await userEvent.click(button('Start from the fixtures'));
    const box = screen.getByRole('textbox', { name: 'Customer JSON' });
    if (!(box instanceof HTMLTextAreaElement)) throw new Error('not a textarea');
    const edited = box.value.replace('"id": "cus_active_monthly"', '"id": "cus_pasted"');
    await userEvent.clear(box);
    // user-event types braces as key descriptors; paste the text instead.
    box.focus();
    await userEvent.paste(edited);
    await userEvent.click(button('Apply'));
    expect(window.location.hash.startsWith('#state=')).toBe(true);
    await waitFor(() => expect(inits.at(-1)?.customerId).toBe('cus_pasted'), { timeout: 5000 });
  });
});
