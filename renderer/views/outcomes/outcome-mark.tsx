/** The success tick or error cross that draws itself once on display (spec §4); still when motion is reduced. */
export function OutcomeMark({ kind }: { kind: 'success' | 'error' }) {
  return (
    <svg
      className={`hf-mark hf-mark--${kind}`}
      viewBox="0 0 52 52"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="hf-mark__ring" cx="26" cy="26" r="24" fill="none" />
      {kind === 'success' ? (
        <path className="hf-mark__stroke" fill="none" d="M15 27l7 7 15-16" />
      ) : (
        <path className="hf-mark__stroke" fill="none" d="M18 18l16 16M34 18 18 34" />
      )}
    </svg>
  );
}
