/** A decorative spinner; the text beside it (in a status region) carries the meaning. */
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={`hf-spinner hf-spinner--${size}`} aria-hidden="true" />;
}
