import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { couponDisplay, discountValidUntil, formatCouponAmount } from '../../domain/coupons.ts';
import { customDiscountDisplay, customDiscountOf } from '../../domain/custom-discount.ts';
import { formatLongDate } from '../../domain/dates.ts';
import { usesCustomAmountDiscount } from '../../domain/providers.ts';
import { subscriptionPrice } from '../../domain/subscription.ts';
import type { Translator } from '../../i18n/index.ts';
import { currentSubscription, resolveOffer } from '../../state/flow/context.ts';
import { acceptDiscount } from '../../state/flow/offer-actions.ts';
import type { CompleteOf } from '../../state/flow/offer-outcomes.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import { type FlowData, flow, selectTestCoupon } from '../../state/flow/store.ts';
import { discountCouponId } from '../../state/flow/test-mode-picks.ts';
import { DiscountOffer } from '../offers/discount-offer.tsx';
import type { CompleteTexts } from './complete-words.ts';
import { discountWording } from './discount-wording.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/**
 * The discount offer (spec §2): the coupon's wording, a note when it replaces a current discount, and
 * the date it would be valid until. In TEST mode a selector picks any test coupon. Custom-amount providers show
 * the offer's own amount (in the subscription's currency) and months instead of a coupon.
 */
export function DiscountContainer({ offer }: { offer: OfferOf<'DISCOUNT'> }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const runtime = flowRuntime();
  const resolved = runtime ? resolveOffer(flow, runtime, offer).offer : offer;
  const config = resolved.offerType === 'DISCOUNT' ? resolved.discountConfig : offer.discountConfig;
  // Custom-amount providers have no coupons: the offer's own amount and months (spec §5).
  const custom =
    runtime && usesCustomAmountDiscount(runtime.options.provider) ? customDiscountOf(config) : null;
  const subscription = currentSubscription(flow);
  const currency = subscription ? (subscriptionPrice(subscription)?.currency ?? null) : null;
  const test = ui.mode === 'TEST' && !custom;
  const testCoupons = flow.data?.testCoupons ?? [];
  const couponId = discountCouponId(snap, resolved, test);
  const coupon = custom
    ? null
    : ((test ? testCoupons : (flow.data?.coupons ?? [])).find((c) => c.id === couponId) ?? null);
  const display = custom ? customDiscountDisplay(custom, currency) : coupon ? couponDisplay(coupon) : null;
  const until = display ? discountValidUntil(new Date(ui.nowMs()), display.couponDuration) : null;
  const hasDiscount = Boolean(currentSubscription(flow)?.discount ?? flow.customer?.discount);
  return (
    <DiscountOffer
      couponText={
        display ? discountWording(ui.t, formatCouponAmount(display, ui.t.locale), display.couponDuration) : ''
      }
      claimLabel={ui.t('discount.claim')}
      onClaim={() => void acceptDiscount(offer)}
      busy={snap.action === 'DISCOUNT'}
      disabled={snap.flowState !== 'IN_PROGRESS' || (!display && !ui.preview)}
      {...(hasDiscount ? { overrideNote: ui.t('discount.overridesCurrent') } : {})}
      {...(until
        ? { validUntilText: ui.t('discount.validUntil', { date: formatLongDate(until, ui.t.locale) }) }
        : {})}
      {...(test
        ? {
            testCoupons: testCoupons.map((c) => ({ id: c.id, label: c.name ?? c.id })),
            selectedTestCouponId: couponId,
            onSelectTestCoupon: selectTestCoupon,
            testCouponLabel: ui.t('discount.testCouponLabel'),
          }
        : {})}
    />
  );
}

/** A custom-amount discount carries its own display form; a coupon is looked up by id. */
function couponText(t: Translator, data: FlowData | null, variant: CompleteOf<'DISCOUNT'>): string {
  const coupon = variant.custom
    ? null
    : [...(data?.coupons ?? []), ...(data?.testCoupons ?? [])].find((c) => c.id === variant.couponId);
  const display = variant.custom ?? (coupon ? couponDisplay(coupon) : null);
  if (!display) return variant.couponId;
  return discountWording(t, formatCouponAmount(display, t.locale), display.couponDuration);
}

/** The complete screen of an accepted discount (spec §2): the discount in words. */
export function discountAppliedTexts(
  t: Translator,
  variant: CompleteOf<'DISCOUNT'>,
  data: FlowData | null,
): CompleteTexts {
  return {
    title: t('complete.discountApplied.title'),
    message: t('complete.discountApplied.message', { discount: couponText(t, data, variant) }),
  };
}
