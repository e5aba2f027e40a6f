import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { acceptPresentedOffer } from '../../domain/session-log.ts';
import { hostCustomer } from './host-customer.ts';
import { shutdown } from './leave-actions.ts';
import { acceptedOfferOf, failFlow } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

/** The contact and redirect offers leave the flow through the host (they load with the offers' views). */
async function leaveWithOffer(
  offer: OfferOf<'CONTACT'> | OfferOf<'REDIRECT'>,
  act: () => unknown,
): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.flowState !== 'IN_PROGRESS') return;
  try {
    await act();
  } catch (error) {
    failFlow(runtime, 'error.generic', error, `${offer.offerType}_ERROR`);
    return;
  }
  flow.acceptedOffer = acceptedOfferOf(offer);
  flow.presentedOffers = acceptPresentedOffer(flow.presentedOffers, offer.guid);
  flow.flowState = 'COMPLETE';
  await shutdown('close');
}

/** The contact offer's Get help: the host's handleSupportRequest; without one it is an error (spec §8). */
export function requestSupport(offer: OfferOf<'CONTACT'>): Promise<void> {
  const runtime = flowRuntime();
  const handler = runtime?.options.handleSupportRequest;
  if (runtime && !handler) {
    failFlow(
      runtime,
      'error.supportHandlerMissing',
      new Error('handleSupportRequest not implemented'),
      'CONTACT_ERROR',
    );
    return Promise.resolve();
  }
  if (runtime) flow.customActionHandler = true;
  return leaveWithOffer(offer, () => handler?.(hostCustomer()));
}

/**
 * The redirect offer: the host's handleRedirect when given; otherwise the view is a real link that the
 * browser opens in a new tab (no opener), and this only records that the customer took it.
 */
export function followRedirect(offer: OfferOf<'REDIRECT'>): Promise<void> {
  const handler = flowRuntime()?.options.handleRedirect;
  if (handler) flow.customActionHandler = true;
  return leaveWithOffer(offer, () => handler?.(hostCustomer(), offer.redirectConfig.redirectUrl));
}
