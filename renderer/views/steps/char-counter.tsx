/** Props of {@link CharCounter}. */
export interface CharCounterProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  count: number;
  min: number;
}

/** Whether a field has a counter: only against a minimum ("0/0" would count towards nothing). */
export function hasCounter(min: number): boolean {
  return min > 0;
}

/** 'count/min' under a textarea (spec §2); nothing when there is no minimum. */
export function CharCounter({ id, count, min }: CharCounterProps) {
  if (!hasCounter(min)) return null;
  const met = count >= min;
  return (
    <p id={id} className={met ? 'hf-counter hf-counter--met' : 'hf-counter'}>
      {count}/{min}
    </p>
  );
}
