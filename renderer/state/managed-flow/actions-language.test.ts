/**
 * The managed flow asks for its verification e-mail in the flow's language (check-identity's `lang`), on the
 * first code and on a resend; a regional tag asks for its base language, one with no catalog for English.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../api/api.testing.ts';
import { loadManagedFlowConfig, resendCode, submitEmail } from './actions.ts';
import { happyBackend, installRuntime } from './managed-flow.testing.ts';
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

/** Loads the config and sends the code: the code form for EMAIL. */
async function atCodeForm() {
  await loadManagedFlowConfig();
  await submitEmail(EMAIL);
  expect(managedFlow.model.state).toBe('CODE_FORM');
}

describe('check-identity carries the flow’s language', () => {
  it.each([
    ['de', 'de'],
    ['fr', 'fr'],
    ['es', 'es'],
    // A regional tag asks for its base language's e-mail, as its catalog is; one with no catalog for English.
    ['de-AT', 'de'],
    ['FR-ca', 'fr'],
    ['it', 'en'],
  ])('asks for the e-mail in the flow’s language: i18n.lang %s → %s', async (lang, sent) => {
    const { fetch } = installRuntime(happyBackend(), { i18n: { lang } });
    await atCodeForm();
    await resendCode();
    const checks = fetch.mock.calls
      .map((call) => sentRequest(call))
      .filter((r) => r.url.pathname.endsWith('check-identity'));
    expect(checks.map((check) => check.body)).toEqual([
      { email: EMAIL, lang: sent },
      { email: EMAIL, lang: sent },
    ]);
  });
});
