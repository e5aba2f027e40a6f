import { type StepTagKind, stepIcon } from './step-icons.tsx';

/** Props of {@link StepTag}. */
export interface StepTagProps {
  /** Picks the icon. */
  kind: StepTagKind;
  /** Translated tag text, e.g. 'Special Offer', 'Your Feedback'. */
  label: string;
}

/** The small step label with its icon ('Special Offer', 'Final Confirmation', ...). */
export function StepTag({ kind, label }: StepTagProps) {
  const Icon = stepIcon(kind);
  return (
    <p className={`hf-tag hf-tag--${kind}`}>
      {Icon ? <Icon /> : null}
      <span>{label}</span>
    </p>
  );
}
