import { useId } from 'react';

/** The confirm step's discount reminder, all texts ready to show. */
export interface DiscountNoticeView {
  headline: string;
  /** Text before the discount, e.g. 'You will lose your'. */
  prefix: string;
  /** e.g. '20% off for 3 months'. */
  discountText: string;
  /** e.g. 'valid until March 3, 2026'. */
  validUntilText?: string;
}

/** Props of {@link ConfirmStep}. */
export interface ConfirmStepProps {
  discountNotice?: DiscountNoticeView;
}

/** The final confirmation: the header says it all; an active discount is recalled when configured. */
export function ConfirmStep({ discountNotice }: ConfirmStepProps) {
  const headingId = useId();
  if (!discountNotice) return null;
  return (
    <section className="hf-notice" aria-labelledby={headingId}>
      <h3 id={headingId} className="hf-notice__headline">
        {discountNotice.headline}
      </h3>
      <p>
        {discountNotice.prefix} <strong>{discountNotice.discountText}</strong>
      </p>
      {discountNotice.validUntilText && <p className="hf-notice__meta">{discountNotice.validUntilText}</p>}
    </section>
  );
}
