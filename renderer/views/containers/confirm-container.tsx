import type { ConfirmStep as ConfirmStepData } from '../../../contract/schemas/index.ts';
import { couponDisplay, discountValidUntil, formatCouponAmount } from '../../domain/coupons.ts';
import { formatLongDate } from '../../domain/dates.ts';
import { fromUnixSeconds } from '../../domain/subscription.ts';
import { fillPlaceholdersAsText } from '../../domain/templates.ts';
import { currentSubscription } from '../../state/flow/context.ts';
import { flow } from '../../state/flow/store.ts';
import { ConfirmStep } from '../steps/confirm-step.tsx';
import { discountWording } from './discount-wording.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/**
 * The confirm step (spec §2): with a discount notice when configured and the customer has a discount —
 * cancelling ends it, so the notice says what they would lose and until when it is valid.
 */
export function ConfirmContainer({ step }: { step: ConfirmStepData }) {
  const ui = useFlowUi();
  useFlow();
  const notice = step.confirmConfig.discountNotice;
  const subscription = currentSubscription(flow);
  const discount = subscription?.discount ?? flow.customer?.discount ?? null;
  if (!notice || !discount) return <ConfirmStep />;
  const display = couponDisplay(discount.coupon);
  const start = discount.start != null ? fromUnixSeconds(discount.start) : null;
  const end =
    discount.end != null
      ? fromUnixSeconds(discount.end)
      : start
        ? discountValidUntil(start, display.couponDuration)
        : null;
  return (
    <ConfirmStep
      discountNotice={{
        headline: notice.headline
          ? fillPlaceholdersAsText(notice.headline, ui.values)
          : ui.t('confirm.discountNotice.headline'),
        prefix: notice.prefix
          ? fillPlaceholdersAsText(notice.prefix, ui.values)
          : ui.t('confirm.discountNotice.prefix'),
        discountText: discountWording(ui.t, formatCouponAmount(display, ui.t.locale), display.couponDuration),
        ...(end
          ? { validUntilText: ui.t('discount.validUntil', { date: formatLongDate(end, ui.t.locale) }) }
          : {}),
      }}
    />
  );
}
