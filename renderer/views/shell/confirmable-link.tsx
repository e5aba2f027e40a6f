import { useEffect, useRef, useState } from 'react';

/** What to ask before an irreversible one-tap action, texts already translated. */
export interface Confirmation {
  /** 'Are you sure you want to cancel your subscription?' */
  question: string;
  /** Does it: 'Yes, cancel'. */
  confirm: string;
  /** Takes the question back: 'No, keep it'. */
  keep: string;
}

/** Props of {@link ConfirmableLink}. */
export interface ConfirmableLinkProps {
  label: string;
  onClick: () => void;
  /** Asked first when given; without it (the host turned confirmations off) one tap acts. */
  confirmation?: Confirmation | undefined;
}

/**
 * A link-styled button whose action cannot be taken back (the pause wall's Cancel now, Cancel now after an
 * accepted offer): one tap asks, in place, and only the confirm button acts. Focus goes to the answer that
 * keeps the subscription, and back to the link when the customer keeps it, so a keyboard never loses its place.
 * Escape while it asks takes the question back, as keeping does: it is the innermost thing open, and the
 * widget's own Escape (which closes the whole widget) must not take the customer's place with it.
 */
export function ConfirmableLink({ label, onClick, confirmation }: ConfirmableLinkProps) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (answered.current) linkRef.current?.focus();
  }, [asking]);
  const keep = () => {
    answered.current = true;
    setAsking(false);
  };
  if (asking && confirmation) {
    return (
      <fieldset
        className="hf-choices"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          event.preventDefault();
          keep();
        }}
      >
        <legend className="hf-outcome__message">{confirmation.question}</legend>
        <button type="button" className="hf-button hf-button--primary hf-button--block" onClick={onClick}>
          {confirmation.confirm}
        </button>
        <button
          ref={keepRef}
          type="button"
          className="hf-button hf-button--secondary hf-button--block"
          onClick={keep}
        >
          {confirmation.keep}
        </button>
      </fieldset>
    );
  }
  return (
    <button
      ref={linkRef}
      type="button"
      className="hf-link-button"
      onClick={confirmation ? () => setAsking(true) : onClick}
    >
      {label}
    </button>
  );
}
