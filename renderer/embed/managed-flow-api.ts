/**
 * The managed flow's public operations (spec §1): managedFlow('show', options), hideManagedFlow,
 * clearManagedFlowState. The customer proves who they are with a code sent by e-mail; the verified identity
 * then starts the ordinary cancel flow through the same init and show the host would call (spec §4).
 */
import { subscribe } from 'valtio/vanilla';
import { usesSubscriptionId } from '../../contract/providers.ts';
import { type IdentityCalls, identityCalls } from '../api/calls/identity.ts';
import { createClientWith, type FlowApiClient } from '../api/flow-client.ts';
import { enManagedFlow } from '../i18n/catalogs/en/managed-flow.ts';
import { registerEnglish } from '../i18n/index.ts';
import { loadManagedFlowCatalog, loadManagedFlowConfig } from '../state/managed-flow/actions.ts';
import { parseManagedFlowOptions, type ResolvedManagedFlowOptions } from '../state/managed-flow/options.ts';
import {
  type CancelFlowStart,
  setManagedFlowRuntime,
  type VerifiedIdentity,
} from '../state/managed-flow/runtime.ts';
import { managedFlow, resetManagedFlow } from '../state/managed-flow/store.ts';
import { warnUnsupportedLanguage } from './language-warning.ts';
import { mountManagedFlow, unmountManagedFlow } from './managed-flow-host.tsx';
import { report } from './report.ts';

/** The cancel flow's init and show, as `createHoldfast()` implements them. */
export interface CancelFlowStarter {
  init(options: unknown): { ok: boolean; message?: string };
  show(): Promise<unknown>;
  /** The current init's options as init takes them again (what update merges into); null before any init. */
  currentInitInput(): Readonly<Record<string, unknown>> | null;
}

type InitInput = Readonly<Record<string, unknown>>;

/** Each verified customer's onClose, and the page's own init it gives back (null: the page never called init). */
const pageInitOf = new WeakMap<object, InitInput | null>();

/**
 * The page's own init, to be given back when the verified customer's cancel flow closes: a page that knows
 * its customer (init) and also offers the managed flow must not go on showing, nor cancelling, the verified
 * customer's subscription at its next show(). When the current init is itself an earlier managed flow's,
 * the page's init is the one that flow gives back.
 */
function pageInitBefore(cancelFlow: CancelFlowStarter): InitInput | null {
  const current = cancelFlow.currentInitInput();
  const onClose = current?.onClose;
  if (typeof onClose === 'function' && pageInitOf.has(onClose)) return pageInitOf.get(onClose) ?? null;
  return current;
}

/** The host's onClose for the verified customer's flow, which then puts the page's own init back. */
function handingBack(cancelFlow: CancelFlowStarter, hostOnClose: unknown): (session: unknown) => void {
  const pageInit = pageInitBefore(cancelFlow);
  const onClose = (session: unknown) => {
    try {
      if (typeof hostOnClose === 'function') hostOnClose(session);
    } finally {
      if (pageInit) cancelFlow.init(pageInit);
    }
  };
  pageInitOf.set(onClose, pageInit);
  return onClose;
}

export interface ManagedFlowApi {
  /** managedFlow('show', options): e-mail verification, then the cancel flow for the verified customer. */
  managedFlow(action: unknown, options?: unknown): Promise<{ ok: boolean; message?: string }>;
  /** Removes the managed flow; a verification in progress is abandoned. */
  hideManagedFlow(): { ok: true };
  /** Forgets the managed flow's state (the e-mail, any error, the options) and removes it. */
  clearManagedFlowState(): { ok: true };
}

let stopWatching: (() => void) | null = null;
/** Counts show calls, so only the newest one mounts after the catalog arrives. */
let opening = 0;

/** Takes the managed flow off the page and back to its start; answers still in flight are ignored. */
function closeManagedFlow(): void {
  stopWatching?.();
  stopWatching = null;
  unmountManagedFlow();
  resetManagedFlow();
}

/**
 * READY (spec §4): init the cancel flow with the host's options plus the verified customer id and hash, take
 * the managed flow away, then show the cancel flow. For providers that identify customers by subscription,
 * the verified id is the subscription id. Once that flow closes, the page's own init (if any) is back.
 */
async function startCancelFlow(
  cancelFlow: CancelFlowStarter,
  options: ResolvedManagedFlowOptions,
  initInput: Readonly<Record<string, unknown>>,
  identity: VerifiedIdentity,
): Promise<CancelFlowStart> {
  const subscriptionId =
    options.subscriptionId ?? (usesSubscriptionId(options.provider) ? identity.customerId : null);
  const result = cancelFlow.init({
    ...initInput,
    onClose: handingBack(cancelFlow, initInput.onClose),
    customerId: identity.customerId,
    authHash: identity.hmac,
    ...(subscriptionId ? { subscriptionId } : {}),
  });
  if (!result.ok) return { ok: false, message: result.message ?? 'the cancel flow could not be initialised' };
  closeManagedFlow();
  setManagedFlowRuntime(null);
  await cancelFlow.show();
  return { ok: true };
}

/** The managed flow's operations, starting the cancel flow through `cancelFlow` once verified. */
export function createManagedFlowApi(cancelFlow: CancelFlowStarter): ManagedFlowApi {
  async function show(input: unknown) {
    // The managed flow's English texts travel in this chunk: in before it can render.
    registerEnglish(enManagedFlow);
    const parsed = parseManagedFlowOptions(input);
    if (!parsed.ok) return report(parsed.message, parsed.code, parsed.options);
    const { options, initInput } = parsed;
    warnUnsupportedLanguage(options.i18n);
    // Like show(): a second call while it is open leaves the customer where they are.
    if (managedFlow.isVisible) return { ok: true };
    let api: FlowApiClient & IdentityCalls;
    try {
      // With only the identity calls: the walls' billing calls stay out of the managed flow's chunk.
      api = createClientWith(
        {
          apiBase: options.apiBase ?? null,
          appId: options.appId ?? 'preview',
          debug: options.debug,
          // Nobody is known until the code is verified: only the app, mode and provider travel.
          getIdentity: () => ({
            authHash: null,
            customerId: null,
            subscriptionId: options.subscriptionId ?? null,
            mode: options.mode,
            provider: options.provider,
          }),
        },
        identityCalls,
      );
    } catch (error) {
      return report(error instanceof Error ? error.message : String(error), 'INITIALIZATION_ERROR', options);
    }
    closeManagedFlow();
    setManagedFlowRuntime({
      options,
      api,
      startCancelFlow: (identity) => startCancelFlow(cancelFlow, options, initInput, identity),
    });
    managedFlow.isVisible = true;
    const mine = ++opening;
    await loadManagedFlowCatalog();
    // Hidden, or shown again, while the language loaded: that call (or nobody) mounts.
    if (mine !== opening || !managedFlow.isVisible) return { ok: true };
    mountManagedFlow();
    stopWatching = subscribe(managedFlow, () => {
      // The exit button and Escape only mark the flow hidden; taking it off the page happens here.
      if (!managedFlow.isVisible) closeManagedFlow();
    });
    await loadManagedFlowConfig();
    return { ok: true };
  }

  return {
    async managedFlow(action, input) {
      if (action !== 'show') {
        return report(`managedFlow: unknown action '${String(action)}' (expected 'show')`, 'INVALID_ACTION');
      }
      return show(input);
    },
    hideManagedFlow() {
      if (managedFlow.isVisible) closeManagedFlow();
      return { ok: true };
    },
    clearManagedFlowState() {
      closeManagedFlow();
      setManagedFlowRuntime(null);
      return { ok: true };
    },
  };
}
