import { type FailedPaymentWallOptions, holdfastApi } from '../embed/holdfast-client.ts';
import { useExperience } from './use-experience.ts';

/** Props of {@link FailedPaymentWall}: the options of `check('failed-payment', options)`. */
export type FailedPaymentWallProps = FailedPaymentWallOptions;

/**
 * The failed-payment wall: while mounted it runs `check('failed-payment', options)`, which shows the wall
 * when the customer has failed invoices; unmounting calls `hideFailedPaymentWall()`. It renders nothing
 * itself: the wall covers the page from its own element.
 */
export function FailedPaymentWall(props: FailedPaymentWallProps) {
  useExperience(
    { ...props },
    (options) => Promise.resolve(holdfastApi.check('failed-payment', options)),
    () => Promise.resolve(holdfastApi.hideFailedPaymentWall()),
  );
  return null;
}
