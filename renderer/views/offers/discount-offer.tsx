import { ActionButton } from '../shell/action-button.tsx';
import { type TestOption, TestSelect } from './test-select.tsx';

/** Props of {@link DiscountOffer}. */
export interface DiscountOfferProps {
  /** The offer, e.g. '50% off for 3 months'. */
  couponText: string;
  /** e.g. 'Claim offer'. */
  claimLabel: string;
  onClaim: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** Note that this replaces the customer's current discount, when they have one. */
  overrideNote?: string;
  /** e.g. 'Valid until March 3, 2026'. */
  validUntilText?: string;
  /** Test mode only: the coupons to pick from. The selector shows only when given. */
  testCoupons?: TestOption[];
  selectedTestCouponId?: string;
  onSelectTestCoupon?: (couponId: string) => void;
  /** Label of the test coupon selector. */
  testCouponLabel?: string;
}

/** The discount offer: the coupon and a claim button. */
export function DiscountOffer(props: DiscountOfferProps) {
  const { testCoupons, onSelectTestCoupon } = props;
  return (
    <div className="hf-offer hf-offer--discount">
      {testCoupons && onSelectTestCoupon && (
        <TestSelect
          label={props.testCouponLabel ?? ''}
          options={testCoupons}
          value={props.selectedTestCouponId ?? testCoupons[0]?.id ?? ''}
          onChange={onSelectTestCoupon}
        />
      )}
      <p className="hf-offer__headline">{props.couponText}</p>
      {props.overrideNote && <p className="hf-offer__note">{props.overrideNote}</p>}
      {props.validUntilText && <p className="hf-offer__meta">{props.validUntilText}</p>}
      <ActionButton
        label={props.claimLabel}
        onClick={props.onClaim}
        busy={props.busy}
        disabled={props.disabled}
      />
    </div>
  );
}
