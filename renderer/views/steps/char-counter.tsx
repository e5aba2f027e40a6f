/** Props of {@link CharCounter}. */
export interface CharCounterProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  count: number;
  min: number;
}

/** 'count/min' under a textarea (spec §2). */
export function CharCounter({ id, count, min }: CharCounterProps) {
  const met = count >= min;
  return (
    <p id={id} className={met ? 'hf-counter hf-counter--met' : 'hf-counter'}>
      {count}/{min}
    </p>
  );
}
