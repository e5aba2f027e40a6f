import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../api/api.testing.ts';
import {
  editManagedFlowInput,
  exitManagedFlow,
  loadManagedFlowConfig,
  requestManagedFlowSupport,
  resendCode,
  submitCode,
  submitEmail,
} from './actions.ts';
import {
  errorResponse,
  type FakeBackend,
  happyBackend,
  installRuntime,
  jsonResponse,
} from './managed-flow.testing.ts';
import { setManagedFlowRuntime } from './runtime.ts';
import { managedFlow, resetManagedFlow } from './store.ts';

const EMAIL = 'ada@example.com';

beforeEach(() => {
  resetManagedFlow();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setManagedFlowRuntime(null);
  vi.restoreAllMocks();
});

function backend(overrides: Partial<FakeBackend> = {}): FakeBackend {
  return { ...happyBackend(), ...overrides };
}

/** Loads the config and sends the code: the code form for EMAIL. */
async function atCodeForm() {
  await loadManagedFlowConfig();
  await submitEmail(EMAIL);
  expect(managedFlow.model.state).toBe('CODE_FORM');
}

describe('LOADING_CONFIG: the managed flow needs e-mail verification enabled (spec §6, §8)', () => {
  it('goes to the e-mail form when the branding enables the e-mail flow', async () => {
    installRuntime(backend());
    await loadManagedFlowConfig();
    expect(managedFlow.model).toEqual({ state: 'EMAIL_FORM', email: null, error: null });
    expect(managedFlow.branding?.name).toBe('Acme');
  });

  it("shows 'Email-based verification is not enabled for your account.' and tells the host", async () => {
    const onError = vi.fn();
    installRuntime(backend({ branding: () => jsonResponse({ emailFlow: { enabled: false } }) }), { onError });
    await loadManagedFlowConfig();
    expect(managedFlow.model.state).toBe('ERROR');
    expect(managedFlow.model.error).toBe('error.emailVerificationDisabled');
    expect(onError).toHaveBeenCalledWith({
      message: 'Email-based verification is not enabled for your account.',
      code: 'MANAGED_FLOW_EMAIL_VERIFICATION_DISABLED',
    });
  });

  it('treats a branding without emailFlow as not enabled (the schema default)', async () => {
    installRuntime(backend({ branding: () => jsonResponse({ name: 'Acme' }) }));
    await loadManagedFlowConfig();
    expect(managedFlow.model.error).toBe('error.emailVerificationDisabled');
  });

  it("goes to ERROR 'Error loading' when the branding cannot be loaded, with the details kept", async () => {
    const onError = vi.fn();
    installRuntime(backend({ branding: () => errorResponse(503, 'Down for maintenance') }), { onError });
    await loadManagedFlowConfig();
    expect(managedFlow.model).toMatchObject({ state: 'ERROR', error: 'error.loading' });
    expect(managedFlow.errorDetail).toContain('Down for maintenance');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'MANAGED_FLOW_INITIALIZATION_ERROR' }),
    );
  });
});

describe('E-mail goes to checking, then the code form (spec §4)', () => {
  it('sends the e-mail to check-identity and shows the code form', async () => {
    const { fetch } = installRuntime(backend());
    await loadManagedFlowConfig();
    const pending = submitEmail(`  ${EMAIL} `);
    expect(managedFlow.model.state).toBe('CHECKING_IDENTITY');
    await pending;
    expect(managedFlow.model).toEqual({ state: 'CODE_FORM', email: EMAIL, error: null });
    expect(managedFlow.codesSent).toBe(1);
    const check = fetch.mock.calls
      .map((call) => sentRequest(call))
      .find((r) => r.url.pathname.endsWith('check-identity'));
    expect(check?.body).toEqual({ email: EMAIL, lang: 'en' });
    expect(check?.headers['x-holdfast-customer-id']).toBeUndefined();
    expect(check?.headers['x-holdfast-auth-hash']).toBeUndefined();
  });

  it('ignores a blank e-mail and a submit outside the e-mail form', async () => {
    const { fetch } = installRuntime(backend());
    await submitEmail(EMAIL);
    expect(managedFlow.model.state).toBe('LOADING_CONFIG');
    await loadManagedFlowConfig();
    await submitEmail('   ');
    expect(managedFlow.model.state).toBe('EMAIL_FORM');
    expect(fetch.mock.calls.filter((call) => String(call[0]).includes('check-identity'))).toHaveLength(0);
  });
});

describe('Identity check failures go back to the e-mail form with the error (spec §4, §8)', () => {
  it.each([
    ['400', () => errorResponse(400, 'Not found'), 'error.emailNotFound'],
    ['429', () => errorResponse(429, 'Slow down'), 'error.tooManyRequests'],
    ['500 (other)', () => errorResponse(500, 'Boom'), 'error.checkIdentity'],
    // A server with no mailer: the customer is not told a code is on its way.
    [
      '503 (no mailer on the server)',
      () => errorResponse(503, 'This server cannot send verification codes'),
      'error.checkIdentity',
    ],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'error.checkIdentity',
    ],
    ['a timeout', () => new Promise<Response>(() => {}), 'error.checkIdentity'],
  ])('%s → %s', async (_label, answer, key) => {
    installRuntime(backend({ check: answer }));
    await loadManagedFlowConfig();
    await submitEmail(EMAIL);
    expect(managedFlow.model).toEqual({ state: 'EMAIL_FORM', email: EMAIL, error: key });
    expect(managedFlow.codesSent).toBe(0);
  });
});

describe('Resend calls check-identity again (spec §2 resend option)', () => {
  it('stays on the code form and counts the new code', async () => {
    const { fetch } = installRuntime(backend());
    await atCodeForm();
    const pending = resendCode();
    expect(managedFlow.model.state).toBe('CHECKING_IDENTITY');
    expect(managedFlow.resending).toBe(true);
    await pending;
    expect(managedFlow.model.state).toBe('CODE_FORM');
    expect(managedFlow.resending).toBe(false);
    expect(managedFlow.codesSent).toBe(2);
    expect(fetch.mock.calls.filter((call) => String(call[0]).includes('check-identity'))).toHaveLength(2);
  });

  it('a refused resend goes back to the e-mail form with the error', async () => {
    let calls = 0;
    installRuntime(backend({ check: () => (++calls === 1 ? jsonResponse({}) : errorResponse(429, 'x')) }));
    await atCodeForm();
    await resendCode();
    expect(managedFlow.model).toEqual({ state: 'EMAIL_FORM', email: EMAIL, error: 'error.tooManyRequests' });
    expect(managedFlow.resending).toBe(false);
  });
});

describe('Code goes to verifying, then ready and the cancel flow (spec §4)', () => {
  it('verifies the e-mail and code, then starts the cancel flow with the returned hash and customer id', async () => {
    const { fetch, startCancelFlow } = installRuntime(backend());
    await atCodeForm();
    const pending = submitCode('123456');
    expect(managedFlow.model.state).toBe('VERIFYING_IDENTITY');
    await pending;
    expect(managedFlow.model.state).toBe('READY');
    expect(startCancelFlow).toHaveBeenCalledWith({ customerId: 'cus_ada', hmac: 'hmac_ada' });
    const verify = fetch.mock.calls
      .map((call) => sentRequest(call))
      .find((r) => r.url.pathname.endsWith('verify-identity'));
    expect(verify?.body).toEqual({ email: EMAIL, code: '123456' });
  });

  it('ignores a code that is not six digits', async () => {
    const { startCancelFlow } = installRuntime(backend());
    await atCodeForm();
    await submitCode('12345');
    await submitCode('12a456');
    expect(managedFlow.model.state).toBe('CODE_FORM');
    expect(startCancelFlow).not.toHaveBeenCalled();
  });

  it.each([
    ['400', () => errorResponse(400, 'Bad code'), 'error.wrongCode'],
    ['429', () => errorResponse(429, 'Slow down'), 'error.tooManyRequests'],
    ['a missing hmac', () => jsonResponse({ customerId: 'cus_ada' }), 'error.verifyIdentity'],
    ['an empty hmac', () => jsonResponse({ hmac: '', customerId: 'cus_ada' }), 'error.verifyIdentity'],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'error.verifyIdentity',
    ],
  ])('%s → back to the code form with %s', async (_label, answer, key) => {
    const { startCancelFlow } = installRuntime(backend({ verify: answer }));
    await atCodeForm();
    await submitCode('123456');
    expect(managedFlow.model).toEqual({ state: 'CODE_FORM', email: EMAIL, error: key });
    expect(managedFlow.failedAttempts).toBe(1);
    expect(startCancelFlow).not.toHaveBeenCalled();
  });

  it('goes to ERROR when the cancel flow refuses the verified identity', async () => {
    const onError = vi.fn();
    installRuntime(backend(), { onError }, async () => ({ ok: false, message: 'appId not defined' }));
    await atCodeForm();
    await submitCode('123456');
    expect(managedFlow.model).toMatchObject({ state: 'ERROR', error: 'error.loading' });
    expect(onError).toHaveBeenCalledWith({ message: 'appId not defined', code: 'MANAGED_FLOW_START_ERROR' });
  });
});

describe('Editing clears any error (spec §5)', () => {
  it('clears the code error', async () => {
    installRuntime(backend({ verify: () => errorResponse(400, 'Bad code') }));
    await atCodeForm();
    await submitCode('000000');
    expect(managedFlow.model.error).toBe('error.wrongCode');
    editManagedFlowInput();
    expect(managedFlow.model).toEqual({ state: 'CODE_FORM', email: EMAIL, error: null });
  });

  it('clears the e-mail error', async () => {
    installRuntime(backend({ check: () => errorResponse(400, 'Not found') }));
    await loadManagedFlowConfig();
    await submitEmail(EMAIL);
    editManagedFlowInput();
    expect(managedFlow.model.error).toBeNull();
  });

  it('does not clear the error screen', async () => {
    installRuntime(backend({ branding: () => jsonResponse({ emailFlow: { enabled: false } }) }));
    await loadManagedFlowConfig();
    editManagedFlowInput();
    expect(managedFlow.model.error).toBe('error.emailVerificationDisabled');
  });
});

describe('A reset (hide, clear) abandons the calls in flight', () => {
  it('ignores the answer of a check sent before the reset', async () => {
    let release: (response: Response) => void = () => {};
    installRuntime(backend({ check: () => new Promise<Response>((resolve) => (release = resolve)) }));
    await loadManagedFlowConfig();
    const pending = submitEmail(EMAIL);
    resetManagedFlow();
    release(jsonResponse({}));
    await pending;
    expect(managedFlow.model.state).toBe('LOADING_CONFIG');
    expect(managedFlow.codesSent).toBe(0);
  });
});

describe('Exit and get help', () => {
  it('exit hides the flow', async () => {
    installRuntime(backend());
    managedFlow.isVisible = true;
    exitManagedFlow();
    expect(managedFlow.isVisible).toBe(false);
  });

  it("get help calls the host's handleSupportRequest with the e-mail the customer gave", async () => {
    const handleSupportRequest = vi.fn();
    installRuntime(backend({ check: () => errorResponse(500, 'x') }), { handleSupportRequest });
    await loadManagedFlowConfig();
    await submitEmail(EMAIL);
    await requestManagedFlowSupport();
    expect(handleSupportRequest).toHaveBeenCalledWith({
      id: null,
      email: EMAIL,
      subscriptionId: null,
      raw: null,
    });
  });

  it('reports a failing handleSupportRequest through onError instead of throwing', async () => {
    const onError = vi.fn();
    installRuntime(backend(), {
      onError,
      handleSupportRequest: () => Promise.reject(new Error('helpdesk down')),
    });
    await expect(requestManagedFlowSupport()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith({ message: 'helpdesk down', code: 'HOST_CALLBACK_ERROR' });
  });
});
