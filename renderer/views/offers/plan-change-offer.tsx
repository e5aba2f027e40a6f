import { useEffect, useRef, useState } from 'react';
import { PlanCard, type PlanCardItem } from './plan-card.tsx';
import { type TestOption, TestSelect } from './test-select.tsx';

/**
 * Plan cards shown before 'Show more plans...'. The spec says the default count comes from a constant it
 * does not show, and separately that a constant with value 4 exists; 4 is taken for this.
 */
export const INITIAL_PLAN_CARDS = 4;

/** Props of {@link PlanChangeOffer}. */
export interface PlanChangeOfferProps {
  /** Already filtered to the valid plans, in display order. */
  plans: PlanCardItem[];
  /** Cards shown before 'Show more plans...'; defaults to {@link INITIAL_PLAN_CARDS}. */
  initialCount?: number;
  /** e.g. 'Show more plans...'. */
  showMoreLabel: string;
  /** The button on each card, e.g. 'Switch plan'; the card's plan name joins it in the button's name. */
  switchLabel: string;
  /** Screen-reader word before a struck list price, e.g. 'was'. */
  msrpLabel: string;
  onSwitch: (planId: string) => void;
  /** The plan being switched to: its button spins and every switch button is disabled. */
  busyPlanId?: string | null;
  /** Test mode only: the plans to pick from. The selector shows only when given. */
  testPlans?: TestOption[];
  selectedTestPlanId?: string;
  onSelectTestPlan?: (planId: string) => void;
  testPlanLabel?: string;
  /** Preview mode: 'all currencies are shown'. */
  previewNote?: string;
}

/** The plan-change offer: cards to switch to, two columns when there is more than one. */
export function PlanChangeOffer(props: PlanChangeOfferProps) {
  const initialCount = Math.max(1, props.initialCount ?? INITIAL_PLAN_CARDS);
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = expanded ? props.plans : props.plans.slice(0, initialCount);
  const hasMore = !expanded && props.plans.length > initialCount;
  const busyPlanId = props.busyPlanId ?? null;
  const { testPlans, onSelectTestPlan } = props;

  // The 'Show more' button disappears once pressed; focus goes to the first revealed card's button so
  // keyboard users land on what they asked for instead of the top of the document.
  useEffect(() => {
    if (!expanded) return;
    const firstRevealed = listRef.current?.children.item(initialCount);
    firstRevealed?.querySelector('button')?.focus();
  }, [expanded, initialCount]);

  return (
    <div className="hf-offer hf-offer--plans">
      {testPlans && onSelectTestPlan && (
        <TestSelect
          label={props.testPlanLabel ?? ''}
          options={testPlans}
          value={props.selectedTestPlanId ?? testPlans[0]?.id ?? ''}
          onChange={onSelectTestPlan}
        />
      )}
      {props.previewNote && <p className="hf-offer__note">{props.previewNote}</p>}
      <ul ref={listRef} className={visible.length > 1 ? 'hf-plans hf-plans--two-col' : 'hf-plans'}>
        {visible.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              switchLabel={props.switchLabel}
              msrpLabel={props.msrpLabel}
              onSwitch={props.onSwitch}
              busy={busyPlanId === plan.id}
              disabled={busyPlanId !== null}
            />
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="hf-link-button" onClick={() => setExpanded(true)}>
          {props.showMoreLabel}
        </button>
      )}
    </div>
  );
}
