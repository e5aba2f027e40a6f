import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandingSchema } from '../../../contract/schemas/index.ts';
import { sentRequest } from '../../api/api.testing.ts';
import type { ManagedFlowModel } from '../../domain/managed-flow-states.ts';
import { enManagedFlow } from '../../i18n/catalogs/en/managed-flow.ts';
import { createTranslator, loadCatalog, registerEnglish, type Translator } from '../../i18n/index.ts';
import {
  ENABLED_BRANDING,
  happyBackend,
  installRuntime,
} from '../../state/managed-flow/managed-flow.testing.ts';
import type { ManagedFlowOptions } from '../../state/managed-flow/options.ts';
import { setManagedFlowRuntime } from '../../state/managed-flow/runtime.ts';
import { managedFlow, resetManagedFlow, setManagedFlowBranding } from '../../state/managed-flow/store.ts';
import { THEME_CLASS } from '../shell/theme.ts';
import { ManagedFlowView } from './managed-flow-view.tsx';

// The managed flow's chunk entry (managed-flow-api.ts) registers its English texts; these tests render the view without it.
registerEnglish(enManagedFlow);

const EMAIL = 'ada@example.com';
const en = createTranslator({ lang: 'en' });

beforeEach(() => resetManagedFlow());
afterEach(() => {
  setManagedFlowRuntime(null);
  vi.restoreAllMocks();
});

/** Puts the store in `model` and renders the view over a runtime with `options`. */
function showAt(model: ManagedFlowModel, options: Partial<ManagedFlowOptions> = {}, t: Translator = en) {
  installRuntime(happyBackend(), options);
  managedFlow.model = model;
  managedFlow.isVisible = true;
  return render(<ManagedFlowView t={t} inline={options.inline === true} />);
}

const closeButton = () => screen.queryByRole('button', { name: 'Close dialog' });

describe('Managed flow screens (spec §2)', () => {
  it('loading config: the loader', () => {
    showAt({ state: 'LOADING_CONFIG', email: null, error: null });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it("e-mail form: 'Email Verification' with the e-mail input and 'Send Verification Code'", () => {
    showAt({ state: 'EMAIL_FORM', email: null, error: null });
    expect(screen.getByRole('dialog', { name: 'Email Verification' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeTruthy();
  });

  it("code form: 'Verify Account', the masked e-mail, six boxes and the resend option", () => {
    showAt({ state: 'CODE_FORM', email: EMAIL, error: null });
    expect(screen.getByRole('dialog', { name: 'Verify Account' })).toBeTruthy();
    expect(screen.getByText('Email sent to a***@e***.com')).toBeTruthy();
    expect(screen.queryByText(/ada@example\.com/)).toBeNull();
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('checking after a resend keeps the code form on screen', () => {
    showAt({ state: 'CHECKING_IDENTITY', email: EMAIL, error: null });
    expect(screen.getByRole('dialog', { name: 'Email Verification' })).toBeTruthy();
    act(() => {
      managedFlow.resending = true;
    });
    expect(screen.getByRole('dialog', { name: 'Verify Account' })).toBeTruthy();
  });

  it("error: 'An Error Occurred' with the message", () => {
    showAt({ state: 'ERROR', email: null, error: 'error.emailVerificationDisabled' });
    expect(screen.getByRole('dialog', { name: 'An Error Occurred' })).toBeTruthy();
    expect(screen.getByText('Email-based verification is not enabled for your account.')).toBeTruthy();
  });

  it('renders nothing while hidden', () => {
    showAt({ state: 'EMAIL_FORM', email: null, error: null });
    act(() => {
      managedFlow.isVisible = false;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('The exit button shows only in the error and e-mail states (spec §2)', () => {
  it.each([
    ['EMAIL_FORM', true],
    ['ERROR', true],
    ['LOADING_CONFIG', false],
    ['CHECKING_IDENTITY', false],
    ['CODE_FORM', false],
    ['VERIFYING_IDENTITY', false],
    ['READY', false],
  ] as const)('%s: %s', (state, shown) => {
    showAt({ state, email: EMAIL, error: state === 'ERROR' ? 'error.loading' : null });
    expect(closeButton() !== null).toBe(shown);
  });

  it('closes the flow with the button', async () => {
    showAt({ state: 'EMAIL_FORM', email: null, error: null });
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(managedFlow.isVisible).toBe(false);
  });

  it('Escape closes only where the exit shows', async () => {
    const user = userEvent.setup();
    showAt({ state: 'CODE_FORM', email: EMAIL, error: null });
    await user.keyboard('{Escape}');
    expect(managedFlow.isVisible).toBe(true);
    act(() => {
      managedFlow.model = { state: 'EMAIL_FORM', email: EMAIL, error: null };
    });
    await user.click(screen.getByRole('textbox', { name: 'Email address' }));
    await user.keyboard('{Escape}');
    expect(managedFlow.isVisible).toBe(false);
  });

  it('inline, there is no close button (as for the main widget)', () => {
    const target = document.createElement('div');
    showAt({ state: 'EMAIL_FORM', email: null, error: null }, { inline: true, target });
    expect(closeButton()).toBeNull();
  });
});

describe("The code form's way back: 'Use another email' (the code form has no exit, spec §2)", () => {
  const changeEmailButton = () => screen.getByRole('button', { name: 'Use another email' });
  const emailInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });

  it('is on the code form, under Resend', () => {
    showAt({ state: 'CODE_FORM', email: EMAIL, error: null });
    expect(closeButton()).toBeNull();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(
      resend.compareDocumentPosition(changeEmailButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('goes back to the e-mail form with the e-mail kept, focus on it and the close button there again', async () => {
    const user = userEvent.setup();
    showAt({ state: 'CODE_FORM', email: EMAIL, error: 'error.wrongCode' });
    await user.click(changeEmailButton());
    expect(screen.getByRole('dialog', { name: 'Email Verification' })).toBeTruthy();
    expect(emailInput().value).toBe(EMAIL);
    expect(document.activeElement).toBe(emailInput());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(closeButton()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(managedFlow.isVisible).toBe(false);
  });

  it('inline too, focus lands on the e-mail input (the button that had it is gone)', async () => {
    const target = document.createElement('div');
    showAt({ state: 'CODE_FORM', email: EMAIL, error: null }, { inline: true, target });
    await userEvent.click(changeEmailButton());
    expect(document.activeElement).toBe(emailInput());
  });

  it('a corrected address gets its code, not announced as a new one', async () => {
    const user = userEvent.setup();
    const { fetch } = installRuntime(happyBackend());
    managedFlow.model = { state: 'CODE_FORM', email: 'ada@example.co', error: null };
    managedFlow.codesSent = 2;
    managedFlow.isVisible = true;
    render(<ManagedFlowView t={en} inline={false} />);
    await user.click(changeEmailButton());
    await user.clear(emailInput());
    await user.type(emailInput(), `${EMAIL}{Enter}`);
    await waitFor(() => expect(screen.getByText('Email sent to a***@e***.com')).toBeTruthy());
    const checks = fetch.mock.calls
      .map((call) => sentRequest(call))
      .filter((sent) => sent.url.pathname.endsWith('/check-identity'));
    expect(checks.map((sent) => sent.body)).toEqual([{ email: EMAIL, lang: 'en' }]);
    expect(screen.queryByText('We sent you a new code.')).toBeNull();
  });

  it('is refused while the code is verified', () => {
    showAt({ state: 'VERIFYING_IDENTITY', email: EMAIL, error: null });
    expect(changeEmailButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('Error screen with optional get-help (spec §2)', () => {
  it('offers Get help only when the host gave handleSupportRequest', async () => {
    const handleSupportRequest = vi.fn();
    showAt({ state: 'ERROR', email: EMAIL, error: 'error.checkIdentity' }, { handleSupportRequest });
    await userEvent.click(screen.getByRole('button', { name: 'Get help' }));
    expect(handleSupportRequest).toHaveBeenCalledWith(expect.objectContaining({ email: EMAIL }));
  });

  it('has no Get help without the handler', () => {
    showAt({ state: 'ERROR', email: EMAIL, error: 'error.checkIdentity' });
    expect(screen.queryByRole('button', { name: 'Get help' })).toBeNull();
  });

  it('shows the technical details in test mode only', () => {
    showAt({ state: 'ERROR', email: null, error: 'error.loading' }, { mode: 'TEST' });
    act(() => {
      managedFlow.errorDetail = 'branding failed with HTTP 503';
    });
    expect(screen.getByText('branding failed with HTTP 503')).toBeTruthy();
  });

  it('hides them in live mode', () => {
    showAt({ state: 'ERROR', email: null, error: 'error.loading' });
    act(() => {
      managedFlow.errorDetail = 'branding failed with HTTP 503';
    });
    expect(screen.queryByText('branding failed with HTTP 503')).toBeNull();
  });
});

describe('Errors show under the e-mail input or the code boxes (spec §8)', () => {
  it('under the e-mail input', () => {
    showAt({ state: 'EMAIL_FORM', email: EMAIL, error: 'error.emailNotFound' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'We were unable to find that email address. Please note the email address is case sensitive.',
    );
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-describedby')).toBe(
      alert.id,
    );
  });

  it('under the code boxes, cleared by typing', async () => {
    const user = userEvent.setup();
    showAt({ state: 'CODE_FORM', email: EMAIL, error: 'error.wrongCode' });
    expect(screen.getByRole('alert').textContent).toBe('The verification code you entered is incorrect');
    await user.keyboard('4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(managedFlow.model.error).toBeNull();
  });
});

describe('In all four languages', () => {
  it.each([
    ['en', 'Email Verification', 'Send Verification Code'],
    ['de', 'E-Mail-Bestätigung', 'Bestätigungscode senden'],
    ['fr', 'Vérification par e-mail', 'Envoyer le code de vérification'],
    ['es', 'Verificación por correo electrónico', 'Enviar código de verificación'],
  ])('%s', async (lang, title, button) => {
    const t = createTranslator({ lang, catalog: await loadCatalog(lang) });
    showAt({ state: 'EMAIL_FORM', email: null, error: null }, { i18n: { lang } }, t);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it.each([
    ['de', 'Ziffer 1 von 6', 'Code erneut senden', 'Andere E-Mail-Adresse verwenden'],
    ['fr', 'Chiffre 1 sur 6', 'Renvoyer le code', 'Utiliser une autre adresse e-mail'],
    ['es', 'Dígito 1 de 6', 'Reenviar código', 'Usar otro correo electrónico'],
  ])('%s code form', async (lang, digit, resend, changeEmail) => {
    const t = createTranslator({ lang, catalog: await loadCatalog(lang) });
    showAt({ state: 'CODE_FORM', email: EMAIL, error: null }, { i18n: { lang } }, t);
    expect(screen.getByRole('textbox', { name: digit })).toBeTruthy();
    expect(screen.getByRole('button', { name: resend })).toBeTruthy();
    expect(screen.getByRole('button', { name: changeEmail })).toBeTruthy();
  });
});

describe("The managed flow's theme is the organisation's brand theme (as the walls')", () => {
  const brandedAs = (brandTheme: string | null) =>
    setManagedFlowBranding(
      v.parse(BrandingSchema, {
        ...ENABLED_BRANDING,
        brandTheme,
        brandImage: 'https://cdn.example/logo.png',
      }),
    );

  it('theme-v2: its side panel holds the logo and the name, the header neither', () => {
    const { container } = showAt({ state: 'EMAIL_FORM', email: null, error: null });
    act(() => brandedAs('theme-v2'));
    expect(container.querySelector('.hf-root')?.classList.contains(THEME_CLASS['theme-v2'])).toBe(true);
    const side = container.querySelector('.hf-side');
    expect(side?.querySelector('img')?.getAttribute('alt')).toBe('Acme');
    expect(side?.textContent).toContain('Acme');
    expect(container.querySelector('.hf-header__top img')).toBeNull();
  });

  it('default (or no brand theme): the logo in the header, no side panel', () => {
    const { container } = showAt({ state: 'EMAIL_FORM', email: null, error: null });
    act(() => brandedAs(null));
    expect(container.querySelector('.hf-root')?.classList.contains(THEME_CLASS.default)).toBe(true);
    expect(container.querySelector('.hf-side')).toBeNull();
    expect(container.querySelector('.hf-header__top img')?.getAttribute('alt')).toBe('Acme');
  });
});
