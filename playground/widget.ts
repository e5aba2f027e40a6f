/**
 * The only module of the playground that touches the widget: it uses `holdfast` from renderer/index.ts the
 * way a host page does. Until that export exists, a stand-in logs each call to the console so the rest of
 * the playground (mock backend, panels, URL state) still works; `widgetAvailable` says which one is live.
 */

import { HOLDFAST_METHODS, type HoldfastMethod } from '../renderer/embed/api-types.ts';
import type { WallOptions } from '../renderer/embed/holdfast-client.ts';
import * as renderer from '../renderer/index.ts';
import type { InitOptions } from '../renderer/state/init-options.ts';
import type { ManagedFlowOptions } from '../renderer/state/managed-flow/options.ts';

/** The operations the playground calls, typed the way it calls them (spec §1). */
export interface PlaygroundWidget {
  init(options: InitOptions): Promise<unknown>;
  show(): Promise<unknown>;
  hide(): Promise<unknown>;
  check(kind: 'pause' | 'failed-payment', options: WallOptions): Promise<unknown>;
  hidePauseWall(): Promise<unknown>;
  hideFailedPaymentWall(): Promise<unknown>;
  managedFlow(action: 'show', options: ManagedFlowOptions): Promise<unknown>;
  hideManagedFlow(): Promise<unknown>;
}

/** The host methods, untyped, as any implementation of the global object has them. */
export type HostApi = { [K in HoldfastMethod]: (...args: unknown[]) => unknown };

function isWidget(value: unknown): value is HostApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    HOLDFAST_METHODS.every((method) => typeof Reflect.get(value, method) === 'function')
  );
}

/** An object with every host method, each forwarding to `call` with its name (the compiler demands all). */
export function hostApiFrom(call: (method: HoldfastMethod, args: unknown[]) => unknown): HostApi {
  const to =
    (method: HoldfastMethod) =>
    (...args: unknown[]) =>
      call(method, args);
  return {
    init: to('init'),
    show: to('show'),
    insight: to('insight'),
    hide: to('hide'),
    clearState: to('clearState'),
    getSessionData: to('getSessionData'),
    updateBranding: to('updateBranding'),
    updateCustomerAttributes: to('updateCustomerAttributes'),
    event: to('event'),
    update: to('update'),
    check: to('check'),
    hidePauseWall: to('hidePauseWall'),
    hideFailedPaymentWall: to('hideFailedPaymentWall'),
    clearPauseWallState: to('clearPauseWallState'),
    clearFailedPaymentWallState: to('clearFailedPaymentWallState'),
    managedFlow: to('managedFlow'),
    hideManagedFlow: to('hideManagedFlow'),
    clearManagedFlowState: to('clearManagedFlowState'),
  };
}

/** Logs instead of acting: what the playground runs on while renderer/index.ts has no `holdfast`. */
const standIn = (): HostApi =>
  hostApiFrom((method, args) =>
    console.info(`[playground] holdfast.${method}: the widget is not wired in yet`, ...args),
  );

/** Calls one method; the host API promises never to throw, but a playground must not die if it does. */
function caller(api: HostApi) {
  return async (method: HoldfastMethod, ...args: unknown[]): Promise<unknown> => {
    try {
      return await api[method](...args);
    } catch (error) {
      console.error(`[playground] holdfast.${method} threw (the host API must not throw)`, error);
      return undefined;
    }
  };
}

/** Adapts any object with the host methods to the typed surface the playground uses. */
export function playgroundWidget(api: HostApi): PlaygroundWidget {
  const call = caller(api);
  return {
    init: (options) => call('init', options),
    show: () => call('show'),
    hide: () => call('hide'),
    check: (kind, options) => call('check', kind, options),
    hidePauseWall: () => call('hidePauseWall'),
    hideFailedPaymentWall: () => call('hideFailedPaymentWall'),
    managedFlow: (action, options) => call('managedFlow', action, options),
    hideManagedFlow: () => call('hideManagedFlow'),
  };
}

// Read through the namespace so this compiles and runs both before and after renderer/index.ts exports it.
const exported: unknown = Reflect.get(renderer, 'holdfast');

/** True when the real widget is wired in; false while the console stand-in is. */
export const widgetAvailable = isWidget(exported);

/** The widget the playground drives. */
export const holdfast: PlaygroundWidget = playgroundWidget(isWidget(exported) ? exported : standIn());
