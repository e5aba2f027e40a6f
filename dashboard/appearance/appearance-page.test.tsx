import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_NAME_MAX_LENGTH, TRANSLATION_MAX_LENGTH } from '../../contract/dashboard-appearance-api.ts';
import { ORG_TRANSLATION_KEYS } from '../../contract/org-translation-keys.ts';
import { de } from '../../renderer/i18n/catalogs/de.ts';
import { App } from '../app.tsx';
import { fakeClient, PASSWORD } from '../dashboard-fake.testing.ts';
import { leaveHeld } from '../leave-warning.testing.ts';
import { PREVIEW_READY, type PreviewRender } from '../preview/preview-messages.ts';
import {
  fakeAppearance,
  PREVIEWED_FLOW,
  previewFlows,
  STORED_APPEARANCE,
} from './appearance-fake.testing.ts';
import { APPEARANCE_PAGE_TEXTS, AppearancePage } from './appearance-page.tsx';

async function expectNoAxeViolations(container: HTMLElement) {
  // The preview's frame is the widget's own page (its axe checks are the widget's): not walked here.
  const result = await axe.run(container, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

/** axe and userEvent take seconds on a busy 2-core machine; vitest's 5 s default is too close. */
const SLOW_TEST = { timeout: 60_000 };

afterEach(() => {
  window.location.hash = '';
});

function pageFor(role: 'owner' | 'member') {
  const client = { ...fakeClient(), appearance: fakeAppearance() };
  const view = render(
    <AppearancePage client={client} flows={previewFlows()} appId="app_1" teamRole={role} />,
  );
  return { client, ...view };
}

describe('the Appearance page', SLOW_TEST, () => {
  it('is reached from the navigation and shows the stored branding', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    await client.signIn('owner@team.example', PASSWORD);
    const { container } = render(<App client={client} flows={previewFlows()} />);
    await user.click(await screen.findByRole('link', { name: 'Appearance' }));
    await screen.findByRole('heading', { name: 'Appearance', level: 1 });
    expect(screen.getByRole('link', { name: 'Appearance' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByLabelText('Brand name')).toHaveProperty('value', 'Acme');
    expect(screen.getByLabelText('Primary colour')).toHaveProperty('value', '#224466');
    await expectNoAxeViolations(container);
  });

  it('lists every translatable text with the built-in one beside it; empty means built-in', async () => {
    const user = userEvent.setup();
    pageFor('owner');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    const table = screen.getByRole('table', { name: 'Texts in Deutsch' });
    // A header row and one row per key.
    expect(within(table).getAllByRole('row')).toHaveLength(ORG_TRANSLATION_KEYS.length + 1);
    const row = within(table).getByRole('row', { name: /footer\.nevermind/ });
    expect(within(row).getByText(de['footer.nevermind'])).toBeTruthy();
    expect(within(row).getByLabelText('Your text for footer.nevermind')).toHaveProperty(
      'value',
      'Doch nicht',
    );
    const back = within(table).getByLabelText('Your text for common.back');
    expect(back).toHaveProperty('value', '');
    expect(back.getAttribute('placeholder')).toBe(de['common.back']);
    await user.click(screen.getByRole('searchbox', { name: 'Find a text' }));
    await user.paste('nevermind');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('saves an owner’s edit: the branding, a text added and one emptied back to the built-in', async () => {
    const user = userEvent.setup();
    const { client, container } = pageFor('owner');
    const name = await screen.findByLabelText('Brand name');
    await user.clear(name);
    await user.click(name);
    await user.paste('Acme Plus');
    await user.clear(screen.getByLabelText('Primary colour'));
    await user.type(screen.getByLabelText('Accent colour'), '#00aa00');
    await user.click(screen.getByRole('checkbox', { name: /watermark/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await user.clear(screen.getByLabelText('Your text for footer.nevermind'));
    await user.click(screen.getByLabelText('Your text for common.back'));
    await user.paste('Zurück bitte');
    expect(screen.getByText(APPEARANCE_PAGE_TEXTS.unsaved)).toBeTruthy();
    expect(leaveHeld()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    await screen.findByText(APPEARANCE_PAGE_TEXTS.saved);
    expect(leaveHeld()).toBe(false);
    expect(client.appearance.saved).toEqual([
      {
        branding: {
          ...STORED_APPEARANCE.branding,
          name: 'Acme Plus',
          showWatermark: true,
          colors: { primary: null, secondary: null, accent: '#00aa00' },
        },
        orgTranslations: { de: { 'common.back': 'Zurück bitte' } },
      },
    ]);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/saved by Olive Owner \(owner@team\.example\)/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('takes no more of a name or a text than the server keeps: typed or pasted, the rest is not entered', async () => {
    const user = userEvent.setup();
    pageFor('owner');
    const name = await screen.findByLabelText('Brand name');
    await user.clear(name);
    await user.type(name, 'N'.repeat(BRAND_NAME_MAX_LENGTH + 5));
    expect((name as HTMLInputElement).value).toBe('N'.repeat(BRAND_NAME_MAX_LENGTH));
    const [text] = screen.getAllByRole('textbox', { name: /^Your text for / });
    if (!text) throw new Error('no translatable text listed');
    await user.click(text);
    await user.paste('t'.repeat(TRANSLATION_MAX_LENGTH + 20));
    expect((text as HTMLInputElement).value).toHaveLength(TRANSLATION_MAX_LENGTH);
  });

  it('shows the server’s refusal as an alert, and keeps the draft', async () => {
    const user = userEvent.setup();
    pageFor('owner');
    const primary = await screen.findByLabelText('Primary colour');
    await user.clear(primary);
    await user.type(primary, 'red');
    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The appearance was not saved: Primary colour: /,
    );
    expect(primary).toHaveProperty('value', 'red');
  });

  it('names each refused field by its label, and marks it invalid with the message beside it', async () => {
    const user = userEvent.setup();
    const { container } = pageFor('owner');
    const logo = await screen.findByLabelText('Logo URL');
    await user.click(logo);
    await user.paste('javascript:alert(1)');
    const primary = screen.getByLabelText('Primary colour');
    await user.clear(primary);
    await user.click(primary);
    await user.paste('#fff;}');
    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toMatch(/Logo URL: Expected an http or https URL; Primary colour: .*hex colour/);
    expect(alert).not.toContain('branding.');
    for (const [field, message] of [
      [logo, /http or https URL/],
      [primary, /hex colour/],
    ] as const) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toMatch(message);
    }
    expect(screen.getByLabelText('Brand name').hasAttribute('aria-invalid')).toBe(false);
    await expectNoAxeViolations(container);
    // Fixed and saved, the marks go.
    await user.clear(logo);
    await user.clear(primary);
    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    await screen.findByText(APPEARANCE_PAGE_TEXTS.saved);
    expect(logo.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a refused text by its language and key, and marks its field with the reason', async () => {
    const user = userEvent.setup();
    const { container } = pageFor('owner');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    const next = screen.getByLabelText('Your text for footer.next');
    await user.click(next);
    await user.paste('Weiter {n}');
    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The appearance was not saved: Translations (Deutsch) footer.next: {n} would show to customers as ' +
        'written: this text has no variables.',
    );
    expect(next.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(next.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/^\{n\} would show to customers as written/);
    expect(screen.getByLabelText('Your text for footer.nevermind').hasAttribute('aria-invalid')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('lets a member look, not change', async () => {
    pageFor('member');
    const name = await screen.findByLabelText('Brand name');
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByText(APPEARANCE_PAGE_TEXTS.ownersOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save appearance' })).toBeNull();
  });

  it('draws the default full flow in the preview with the unsaved appearance, once it is valid', async () => {
    const user = userEvent.setup();
    pageFor('owner');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const inside = (within(preview).getByTitle('Preview of the appearance') as HTMLIFrameElement)
      .contentWindow;
    if (!inside) throw new Error('the frame has no window');
    const posted = vi.spyOn(inside, 'postMessage').mockImplementation(() => {});
    const last = () => posted.mock.calls.at(-1)?.[0] as PreviewRender | undefined;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PREVIEW_READY },
          origin: window.location.origin,
          source: inside,
        }),
      );
    });
    await waitFor(() => expect(last()?.appearance?.branding.name).toBe('Acme'));
    expect(last()).toMatchObject({ flowId: 'bp_main', lite: false, blueprint: PREVIEWED_FLOW, lang: 'en' });
    const name = screen.getByLabelText('Brand name');
    await user.clear(name);
    await user.type(name, 'Draft Co');
    await waitFor(() => expect(last()?.appearance?.branding.name).toBe('Draft Co'));
    // A colour being typed is not drawn: the preview keeps the last appearance it could draw.
    await user.type(screen.getByLabelText('Accent colour'), '#12');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(last()?.appearance?.branding.colors.accent).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(last()?.lang).toBe('fr'));
  });
});
