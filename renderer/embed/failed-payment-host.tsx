import { failedPaymentWall } from '../state/failed-payment-wall/store.ts';
import { FailedPaymentContainer } from '../views/walls/failed-payment-container.tsx';
import { createWallHost } from './wall-host.tsx';

/** The failed-payment wall's host element (#holdfast-failed-payment-wall) and its React root. */
export const failedPaymentHost = createWallHost({
  experience: 'failed-payment-wall',
  store: failedPaymentWall,
  render: (t) => <FailedPaymentContainer t={t} />,
});
