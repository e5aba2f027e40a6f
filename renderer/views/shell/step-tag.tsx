import { STEP_ICONS, type StepTagKind } from './step-icons.tsx';

/** Props of {@link StepTag}. */
export interface StepTagProps {
  /** Picks the icon. */
  kind: StepTagKind;
  /** Translated tag text, e.g. 'Special Offer', 'Your Feedback'. */
  label: string;
}

/** The small step label with its icon ('Special Offer', 'Final Confirmation', ...). */
export function StepTag({ kind, label }: StepTagProps) {
  const Icon = STEP_ICONS[kind];
  return (
    <p className={`hf-tag hf-tag--${kind}`}>
      <Icon />
      <span>{label}</span>
    </p>
  );
}
