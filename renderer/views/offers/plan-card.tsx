import { useId } from 'react';
import { ActionButton } from '../shell/action-button.tsx';
import { VisuallyHidden } from '../shell/visually-hidden.tsx';

/** One plan to switch to, prices already formatted. */
export interface PlanCardItem {
  /** The plan id, passed back through `onSwitch`. */
  id: string;
  name: string;
  /** e.g. '$9/month'. */
  price: string;
  /** The list price, shown struck through. */
  msrp?: string;
  /** The organisation's display price; shown instead of `price` when set. */
  priceOverride?: string;
  tagline?: string;
  /** Feature highlights. */
  features: string[];
}

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: PlanCardItem;
  switchLabel: string;
  /** Screen-reader word before the struck msrp, e.g. 'was'. */
  msrpLabel: string;
  onSwitch: (planId: string) => void;
  busy: boolean;
  disabled: boolean;
  /**
   * The switch label names the plan itself (the downgrade's 'Switch to Free'); otherwise the plan's name joins
   * it in the button's accessible name, as several cards share one label.
   */
  labelNamesPlan?: boolean;
}

/**
 * A plan card: name, price, struck list price, tagline, features and the switch button, named with the plan
 * ('Switch plan Pro') and described by its price.
 */
export function PlanCard(props: PlanCardProps) {
  const { plan, switchLabel, msrpLabel, onSwitch, busy, disabled } = props;
  const nameId = useId();
  const priceId = useId();
  return (
    <article className="hf-plan" aria-labelledby={nameId}>
      <h3 id={nameId} className="hf-plan__name">
        {plan.name}
      </h3>
      <p id={priceId} className="hf-plan__price">
        <span className="hf-plan__amount">{plan.priceOverride ?? plan.price}</span>
        {plan.msrp && (
          <>
            {' '}
            <s className="hf-plan__msrp">
              <VisuallyHidden>{msrpLabel}</VisuallyHidden> {plan.msrp}
            </s>
          </>
        )}
      </p>
      {plan.tagline && <p className="hf-plan__tagline">{plan.tagline}</p>}
      {plan.features.length > 0 && (
        <ul className="hf-plan__features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <ActionButton
        label={switchLabel}
        onClick={() => onSwitch(plan.id)}
        busy={busy}
        disabled={disabled}
        alsoNamedBy={props.labelNamesPlan ? undefined : nameId}
        describedBy={priceId}
      />
    </article>
  );
}
