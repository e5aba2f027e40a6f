import type { Customer } from '../../contract/schemas/index.ts';
import type { CallbackCustomer, HostCallbacks } from './init-options.ts';

/**
 * Host callbacks are the host's code: they may throw or reject. A notification's failure is reported
 * (console + onError) and never breaks the flow; a handler's failure is the action's failure.
 */
export type NotificationName = {
  [K in keyof HostCallbacks]-?: K extends `on${string}` ? K : never;
}[keyof HostCallbacks];

type Args<K extends keyof HostCallbacks> = Parameters<NonNullable<HostCallbacks[K]>>;

/** Calls a notification callback if the host gave one; a throwing callback is logged, not propagated. */
export function notify<K extends NotificationName>(
  callbacks: HostCallbacks,
  name: K,
  ...args: Args<K>
): void {
  const callback = callbacks[name];
  if (typeof callback !== 'function') return;
  try {
    (callback as (...a: Args<K>) => unknown)(...args);
  } catch (error) {
    console.error(`[holdfast] the host's ${name} callback threw`, error);
    if (name !== 'onError')
      notify(callbacks, 'onError', { message: `${name} callback threw`, code: 'HOST_CALLBACK_ERROR' });
  }
}

/** The customer as host callbacks see it. */
export function callbackCustomer(
  customer: Customer | null,
  ids: { customerId: string | null; subscriptionId: string | null },
): CallbackCustomer {
  return {
    id: customer?.id ?? ids.customerId,
    email: customer?.email ?? null,
    subscriptionId: ids.subscriptionId,
    raw: customer,
  };
}
