import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { expectNoAxeViolations } from '../axe.testing.ts';
import { fakeClient, PASSWORD } from '../dashboard-fake.testing.ts';
import { SECRET_TEXTS } from './secret-once.tsx';
import { FAKE_SECRET, fakeWebhooks, HOSTILE_URL } from './webhooks-fake.testing.ts';
import { WEBHOOK_PAGE_TEXTS, WebhooksPage } from './webhooks-page.tsx';

async function signedInClient() {
  const client = { ...fakeClient(), webhooks: fakeWebhooks() };
  await client.signIn('owner@team.example', PASSWORD);
  return client;
}

/** axe and userEvent take seconds on a busy 2-core machine; vitest's 5 s default is too close. */
const SLOW_TEST = { timeout: 20_000 };

afterEach(() => {
  window.location.hash = '';
});

describe('webhooks page, for an owner', SLOW_TEST, () => {
  it('is reached from the navigation and lists endpoints and deliveries, URLs as text', async () => {
    const user = userEvent.setup();
    const { container } = render(<App client={await signedInClient()} />);
    await user.click(await screen.findByRole('link', { name: 'Webhooks' }));
    await screen.findByRole('heading', { name: 'Webhooks', level: 1 });
    expect(screen.getByRole('link', { name: 'Webhooks' }).getAttribute('aria-current')).toBe('page');
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    const row = await within(deliveries).findByRole('row', { name: /session\.completed/ });
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('10')).toBeTruthy();
    expect(within(row).getByText('HTTP 500 from the receiver')).toBeTruthy();
    expect(screen.getAllByText(HOSTILE_URL)).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('registers a URL and shows its secret once, with a copy hint', async () => {
    const user = userEvent.setup();
    const client = await signedInClient();
    window.location.hash = '#/webhooks';
    const { container } = render(<App client={client} />);
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://receiver.example/hook');
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    const secret = await screen.findByLabelText('Signing secret');
    expect(secret).toHaveProperty('value', FAKE_SECRET);
    expect(secret.getAttribute('aria-describedby')).toBe('secret-hint');
    expect(screen.getByText(SECRET_TEXTS.hint)).toBeTruthy();
    const endpoints = screen.getByRole('region', { name: 'Endpoints' });
    await within(endpoints).findByRole('cell', { name: 'https://receiver.example/hook' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'I have kept it' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    expect(container.textContent).not.toContain(FAKE_SECRET);
  });

  it('says why a registration was refused', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/webhooks';
    render(<App client={await signedInClient()} />);
    // The browser's own URL check would stop "ftp://…" first; the server's answer is what is tested here.
    const input = await screen.findByLabelText('Endpoint URL');
    input.removeAttribute('type');
    await user.type(input, 'ftp://receiver.example');
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give an http:// or https:// URL.');
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('removes an endpoint and sends a failed delivery again', async () => {
    const user = userEvent.setup();
    const client = await signedInClient();
    window.location.hash = '#/webhooks';
    render(<App client={client} />);
    await user.click(
      await screen.findByRole('button', { name: `Retry session.completed to ${HOSTILE_URL}` }),
    );
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    await within(deliveries).findByText('Pending');
    expect(within(deliveries).queryByRole('button', { name: /Retry/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: `Remove ${HOSTILE_URL}` }));
    await within(screen.getByRole('region', { name: 'Endpoints' })).findByText('No endpoints yet.');
    expect(client.webhooks.calls).toEqual(['retry wd_1', 'remove we_1']);
  });
});

describe('webhooks page, for a member', SLOW_TEST, () => {
  it('shows endpoints and deliveries without the owners’ controls', async () => {
    const client = await signedInClient();
    const { container } = render(<WebhooksPage client={client} appId="app_1" teamRole="member" />);
    await screen.findByRole('row', { name: /session\.completed/ });
    expect(screen.getByText(WEBHOOK_PAGE_TEXTS.ownersOnly)).toBeTruthy();
    expect(screen.queryByLabelText('Endpoint URL')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Retry/ })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
