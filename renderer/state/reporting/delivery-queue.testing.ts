/** What the delivery queue's tests share: scripted deliveries and jobs. Not imported by the product. */
import type { Delivery, DeliveryJob } from './delivery-queue.ts';

/** A delivery whose attempts answer in turn from `outcomes` ('ok' or an error), the last one repeating. */
export function scripted(bytes: number, outcomes: Array<'ok' | (() => unknown)>) {
  const calls: Array<{ keepalive: boolean }> = [];
  const delivery: Delivery = {
    bytes,
    send: (options) => {
      calls.push(options);
      const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
      return outcome === 'ok' || outcome === undefined
        ? Promise.resolve({ _id: 'sess_1' })
        : Promise.reject(outcome());
    },
  };
  return { delivery, calls };
}

export function job(id: string, full: Delivery, extra: Partial<DeliveryJob> = {}): DeliveryJob {
  return { id, label: id, idempotent: true, full, ...extra };
}
