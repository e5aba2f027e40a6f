import { proxy, ref } from 'valtio';
import type { Branding } from '../../../contract/schemas/index.ts';
import {
  INITIAL_MANAGED_FLOW,
  type ManagedFlowEvent,
  type ManagedFlowModel,
  reduceManagedFlow,
} from '../../domain/managed-flow-states.ts';
import type { Catalog } from '../../i18n/index.ts';

/**
 * The managed flow's store (spec §4 Managed flow). `model.error` holds a catalog key (views translate it);
 * the transitions are the domain's `reduceManagedFlow`, so an answer that arrives in the wrong state is
 * ignored there.
 */
export interface ManagedFlowStore {
  model: ManagedFlowModel;
  isVisible: boolean;
  /** The organisation's branding (GET branding): colours, logo, translations, `emailFlow.enabled`. */
  branding: Branding | null;
  /** Codes e-mailed in this session; after the first, the code form says that a new one was sent. */
  codesSent: number;
  /**
   * Code attempts that failed. The boxes empty after each: with the wrong digits kept, the first digit typed
   * would complete the code again and send a mix of old and new digits.
   */
  failedAttempts: number;
  /** A resend is in flight: the code form stays on screen while the identity is checked again. */
  resending: boolean;
  /** The technical message behind an ERROR, for test mode and preview. */
  errorDetail: string | null;
  /** The configuration's load got no answer: the error screen says the connection was lost, with Try again. */
  connectionLost: boolean;
  /** The language's built-in catalog (actions.ts `loadManagedFlowCatalog`): null for English and until it came. */
  catalog: Catalog | null;
}

function initialStore(): ManagedFlowStore {
  return {
    model: INITIAL_MANAGED_FLOW,
    isVisible: false,
    branding: null,
    codesSent: 0,
    failedAttempts: 0,
    resending: false,
    errorDetail: null,
    connectionLost: false,
    catalog: null,
  };
}

export const managedFlow = proxy<ManagedFlowStore>(initialStore());

/** Applies one event of the managed flow's state machine. */
export function dispatchManagedFlow(event: ManagedFlowEvent): void {
  managedFlow.model = reduceManagedFlow(managedFlow.model, event);
}

/** Keeps the backend's branding out of the proxy: it is replaced whole, never edited. */
export function setManagedFlowBranding(branding: Branding | null): void {
  managedFlow.branding = branding === null ? null : ref(branding);
}

let session = new AbortController();

/**
 * Back to the start (LOADING_CONFIG, hidden, nothing known). Calls still in flight are aborted and their
 * answers ignored, so a hidden or restarted flow cannot be moved by an older session's answer.
 */
export function resetManagedFlow(): void {
  session.abort();
  session = new AbortController();
  Object.assign(managedFlow, initialStore());
}

/** The signal of the current session: aborted when the flow is reset. */
export function managedFlowSignal(): AbortSignal {
  return session.signal;
}
