import { VisuallyHidden } from '../shell/visually-hidden.tsx';

/** Props of {@link RedirectOffer}. */
export interface RedirectOfferProps {
  /** The configured redirectLabel, or the translated default 'Check it out'. */
  label: string;
  /**
   * The destination, already validated (http/https) by the adapter. When given the offer is a link that
   * opens a new tab; leave it out when a host `handleRedirect` takes over, and the offer is a button.
   */
  href?: string;
  /** Called on activation (the link still navigates): records the accepted offer. */
  onFollow?: () => void;
  /** Translated screen-reader hint, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
}

/** The redirect offer: a link to the host's page, or a button for a host handler. */
export function RedirectOffer({ label, href, onFollow, newTabHint }: RedirectOfferProps) {
  return (
    <div className="hf-offer hf-offer--redirect">
      {href ? (
        // noopener: the opened page must not reach back into the host page through window.opener.
        <a
          className="hf-button hf-button--primary hf-button--block"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onFollow}
        >
          {label}
          {newTabHint && ' '}
          {newTabHint && <VisuallyHidden>{newTabHint}</VisuallyHidden>}
        </a>
      ) : (
        <button type="button" className="hf-button hf-button--primary hf-button--block" onClick={onFollow}>
          {label}
        </button>
      )}
    </div>
  );
}
