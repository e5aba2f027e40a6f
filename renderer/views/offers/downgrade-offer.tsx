import { PlanCard, type PlanCardItem } from './plan-card.tsx';

/** Props of {@link DowngradeOffer}. */
export interface DowngradeOfferProps {
  /** The plan to move to, prices already formatted ('Free' for a free plan). */
  plan: PlanCardItem;
  /** e.g. 'Switch to Free'. */
  switchLabel: string;
  /** Screen-reader word before the struck list price, e.g. 'was'. */
  msrpLabel: string;
  onSwitch: () => void;
  busy?: boolean;
}

/** The downgrade offer (beyond the spec): the one plan the business offers instead of cancelling. */
export function DowngradeOffer({
  plan,
  switchLabel,
  msrpLabel,
  onSwitch,
  busy = false,
}: DowngradeOfferProps) {
  return (
    <div className="hf-offer hf-offer--downgrade">
      <div className="hf-plans">
        <PlanCard
          plan={plan}
          switchLabel={switchLabel}
          msrpLabel={msrpLabel}
          onSwitch={onSwitch}
          busy={busy}
          disabled={busy}
          labelNamesPlan
        />
      </div>
    </div>
  );
}
