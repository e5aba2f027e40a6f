/**
 * The managed flow's actions (spec §4): load the configuration, send the code to an e-mail (and again), verify
 * the code, then hand over to the cancel flow. Every answer is checked against the session it belongs to.
 */

import { gotNoAnswer } from '../../api/api-error.ts';
import { enManagedFlow } from '../../i18n/catalogs/en/managed-flow.ts';
import { catalogLanguageFor, isMessageKey, type MessageKey } from '../../i18n/index.ts';
import { notify } from '../callbacks.ts';
import { loadExperienceCatalog } from '../experience-catalog.ts';
import {
  checkIdentityErrorKey,
  MANAGED_FLOW_ERROR_CODES,
  verifyIdentityErrorKey,
} from './identity-errors.ts';
import { isCompleteCode } from './inputs.ts';
import { type ManagedFlowRuntime, managedFlowRuntime } from './runtime.ts';
import { dispatchManagedFlow, managedFlow, managedFlowSignal, setManagedFlowBranding } from './store.ts';

function detailOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** ERROR with a message on the screen; the host hears of it through onError, the backend through its log. */
function failManagedFlow(runtime: ManagedFlowRuntime, key: MessageKey, detail: string, code: string): void {
  dispatchManagedFlow({ type: 'FAILED', error: key });
  managedFlow.errorDetail = detail;
  console.error(`[holdfast] ${code}: ${detail}`);
  notify(runtime.options, 'onError', { message: detail, code });
  void runtime.api.logError({ name: code, email: managedFlow.model.email, error: detail }).catch(() => {});
}

/**
 * The managed flow's catalog (experience-catalog.ts) for this session: at show, again once the configuration
 * is answered, and at Try again, while it has not come.
 */
export function loadManagedFlowCatalog(): Promise<void> {
  const signal = managedFlowSignal();
  return loadExperienceCatalog(managedFlow, managedFlowRuntime()?.options.i18n.lang, () => !signal.aborted);
}

/**
 * LOADING_CONFIG → EMAIL_FORM: the organisation's branding says whether e-mail verification is enabled
 * (spec §6); when it is not, ERROR 'Email-based verification is not enabled for your account.' (spec §8). A
 * load that got no answer says the connection was lost and offers Try again, as the cancel flow's does. The
 * e-mail form waits for `alongside` (the catalog asked again at Try again) and, the connection being back, for
 * the language's catalog if it still has not come, so it shows in the customer's language.
 */
export async function loadManagedFlowConfig(alongside?: Promise<void>): Promise<void> {
  const runtime = managedFlowRuntime();
  if (!runtime || managedFlow.model.state !== 'LOADING_CONFIG') return;
  const signal = managedFlowSignal();
  try {
    const [branding] = await Promise.all([runtime.api.getBranding({ signal }), alongside]);
    if (signal.aborted) return;
    await loadManagedFlowCatalog();
    if (signal.aborted) return;
    setManagedFlowBranding(branding);
    if (!branding.emailFlow.enabled) {
      const key = 'error.emailVerificationDisabled';
      failManagedFlow(runtime, key, enManagedFlow[key], MANAGED_FLOW_ERROR_CODES.disabled);
      return;
    }
    dispatchManagedFlow({ type: 'CONFIG_LOADED' });
  } catch (error) {
    if (signal.aborted) return;
    const lost = gotNoAnswer(error);
    failManagedFlow(
      runtime,
      lost ? 'error.connectionLost' : 'error.loading',
      detailOf(error),
      MANAGED_FLOW_ERROR_CODES.loading,
    );
    managedFlow.connectionLost = lost;
  }
}

/** Try again, on the error screen of a configuration load that got no answer: the same session asks again. */
export async function retryManagedFlowConfig(): Promise<void> {
  if (managedFlow.model.state !== 'ERROR' || !managedFlow.connectionLost) return;
  managedFlow.connectionLost = false;
  dispatchManagedFlow({ type: 'RETRY_CONFIG' });
  await loadManagedFlowConfig(loadManagedFlowCatalog());
}

/**
 * CHECKING_IDENTITY: e-mails a code, in the flow's built-in language (the e-mail and its link's page have no
 * other); then the code form, or back to the e-mail form with the error.
 */
async function sendCode(runtime: ManagedFlowRuntime): Promise<void> {
  const email = managedFlow.model.email;
  if (email === null) return;
  const signal = managedFlowSignal();
  const lang = catalogLanguageFor(runtime.options.i18n.lang);
  try {
    await runtime.api.checkIdentity({ email, lang }, { signal });
    if (signal.aborted) return;
    managedFlow.codesSent += 1;
    dispatchManagedFlow({ type: 'IDENTITY_CHECKED' });
  } catch (error) {
    if (signal.aborted) return;
    dispatchManagedFlow({ type: 'IDENTITY_CHECK_FAILED', error: checkIdentityErrorKey(error) });
  } finally {
    if (!signal.aborted) managedFlow.resending = false;
  }
}

/** EMAIL_FORM → CHECKING_IDENTITY with the e-mail (submitted by Enter or the button, spec §5). */
export async function submitEmail(email: string): Promise<void> {
  const runtime = managedFlowRuntime();
  if (!runtime || managedFlow.model.state !== 'EMAIL_FORM' || email.trim() === '') return;
  dispatchManagedFlow({ type: 'EMAIL_SUBMITTED', email });
  await sendCode(runtime);
}

/** The code form's resend option: checks the identity again, which e-mails a new code (spec §2). */
export async function resendCode(): Promise<void> {
  const runtime = managedFlowRuntime();
  if (!runtime || managedFlow.model.state !== 'CODE_FORM') return;
  managedFlow.resending = true;
  dispatchManagedFlow({ type: 'RESEND_CODE' });
  await sendCode(runtime);
}

/**
 * The code form's 'Use another email': back to the e-mail form with the address kept, to correct it or leave by
 * the exit shown there. The code form has no exit (spec §2), so a customer who mistyped the address, or whose
 * code never came, had no other way out. The next address's first code is not announced as a new one.
 */
export function changeEmail(): void {
  if (managedFlow.model.state !== 'CODE_FORM') return;
  managedFlow.codesSent = 0;
  dispatchManagedFlow({ type: 'CHANGE_EMAIL' });
}

/**
 * CODE_FORM → VERIFYING_IDENTITY → READY, then the cancel flow starts with the returned hash and customer id
 * (spec §4); a failure goes back to the code form with the error under the boxes.
 */
export async function submitCode(code: string): Promise<void> {
  const runtime = managedFlowRuntime();
  const email = managedFlow.model.email;
  if (!runtime || email === null || managedFlow.model.state !== 'CODE_FORM' || !isCompleteCode(code)) return;
  dispatchManagedFlow({ type: 'CODE_SUBMITTED' });
  const signal = managedFlowSignal();
  let identity: { customerId: string; hmac: string };
  try {
    identity = await runtime.api.verifyIdentity({ email, code }, { signal });
  } catch (error) {
    if (signal.aborted) return;
    managedFlow.failedAttempts += 1;
    dispatchManagedFlow({ type: 'IDENTITY_VERIFY_FAILED', error: verifyIdentityErrorKey(error) });
    return;
  }
  if (signal.aborted) return;
  dispatchManagedFlow({ type: 'IDENTITY_VERIFIED' });
  const started = await runtime.startCancelFlow({ customerId: identity.customerId, hmac: identity.hmac });
  if (!started.ok && !signal.aborted) {
    failManagedFlow(runtime, 'error.loading', started.message, MANAGED_FLOW_ERROR_CODES.start);
  }
}

/** Typing in the e-mail input or the code boxes clears the error shown under them (spec §5). */
export function editManagedFlowInput(): void {
  if (managedFlow.model.error !== null) dispatchManagedFlow({ type: 'INPUT_EDITED' });
}

/** The exit button (or Escape): only where the exit shows, in the e-mail and error states (spec §2). */
export function exitManagedFlow(): void {
  managedFlow.isVisible = false;
}

/** The error screen's Get help: the host's handleSupportRequest, for a customer known only by e-mail. */
export async function requestManagedFlowSupport(): Promise<void> {
  const runtime = managedFlowRuntime();
  const handler = runtime?.options.handleSupportRequest;
  if (!runtime || !handler) return;
  try {
    await handler({
      id: null,
      email: managedFlow.model.email,
      subscriptionId: runtime.options.subscriptionId ?? null,
      raw: null,
    });
  } catch (error) {
    console.error('[holdfast] the host’s handleSupportRequest failed', error);
    notify(runtime.options, 'onError', { message: detailOf(error), code: 'HOST_CALLBACK_ERROR' });
  }
}

/** The message key of the error shown now, or null (a key the catalog lacks is shown as the generic text). */
export function managedFlowErrorKey(): MessageKey | null {
  const error = managedFlow.model.error;
  if (error === null) return null;
  return isMessageKey(error) ? error : 'error.generic';
}
