/** The init options a host page would pass for the playground's current setting (spec §3 Init params). */
import type { HostCallbacks, InitOptions } from '../renderer/state/init-options.ts';
import type { ManagedFlowOptions } from '../renderer/state/managed-flow/options.ts';
import type { HostIdentity } from './scenario.ts';
import type { PlaygroundParams } from './url-state.ts';

export interface HostOptionsInput {
  params: PlaygroundParams;
  identity: HostIdentity;
  /** HMAC-SHA256 hex of `identity.signedId` with the app secret, as the host's server would compute it. */
  authHash: string;
  appId: string;
  /** Where the widget sends its calls: the page's own origin, which msw's worker answers. */
  apiBase: string;
  callbacks: HostCallbacks;
  /** The element inline mode renders into. */
  target: Element | null;
}

/** What every experience shares: app, mode, provider, flags, language, placement, callbacks. */
function commonOptions(input: HostOptionsInput): ManagedFlowOptions {
  const { params } = input;
  return {
    ...input.callbacks,
    appId: input.appId,
    mode: params.mode,
    provider: input.identity.provider,
    preview: params.preview,
    lite: params.lite,
    i18n: { lang: params.lang },
    inline: params.inline,
    target: params.inline ? input.target : null,
    apiBase: input.apiBase,
    // The playground stands for a host whose customer agreed to recording, so sessions can be replayed.
    recordingConsent: true,
  };
}

/** `holdfast.init` options: the common ones plus the signed customer identity. */
export function initOptionsFor(input: HostOptionsInput): InitOptions {
  const { identity } = input;
  return {
    ...commonOptions(input),
    customerId: identity.customerId,
    authHash: input.authHash,
    ...(identity.subscriptionId === null ? {} : { subscriptionId: identity.subscriptionId }),
  };
}

/**
 * `holdfast.managedFlow('show', …)` options: no customer identity, because the managed flow is for hosts
 * that do not know the customer; the customer proves who they are with the e-mailed code.
 */
export function managedFlowOptionsFor(input: HostOptionsInput): ManagedFlowOptions {
  return commonOptions(input);
}
