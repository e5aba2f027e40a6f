/** A discount instead of cancelling: one of the provider's coupons. */
import type { Coupon } from '../../../contract/schemas/index.ts';
import { formatMoney } from '../../format.ts';
import { CatalogSelect } from './fields.tsx';
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';

function couponLabel(coupon: Coupon): string {
  const off =
    coupon.percent_off != null
      ? `${coupon.percent_off}% off`
      : `${formatMoney(coupon.amount_off ?? 0, coupon.currency ?? 'usd')} off`;
  return `${coupon.name ?? coupon.id} (${off}, ${coupon.duration})`;
}

function DiscountFields({ offer, catalog, onChange }: OfferFieldsProps<'DISCOUNT'>) {
  return (
    <CatalogSelect
      label="Coupon"
      placeholder="Choose a coupon"
      items={catalog.coupons}
      itemLabel={couponLabel}
      value={offer.discountConfig.couponId ?? ''}
      onChange={(couponId) => onChange({ ...offer, discountConfig: { ...offer.discountConfig, couponId } })}
    />
  );
}

export const DISCOUNT_OFFER: OfferDescriptor<'DISCOUNT'> = {
  label: 'Discount',
  create: (guid, coupons) => ({
    guid,
    offerType: 'DISCOUNT',
    discountConfig: { couponId: coupons[0]?.id ?? '' },
  }),
  Fields: DiscountFields,
  settings: {
    'discountConfig.couponId': 'coupon',
    'discountConfig.customerAmount': 'custom amount',
    'discountConfig.customDuration': 'custom duration (months)',
  },
};
