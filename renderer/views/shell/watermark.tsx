import { VisuallyHidden } from './visually-hidden.tsx';

/** Props of {@link Watermark}. */
export interface WatermarkProps {
  /** 'Cancellation Guaranteed by' or, on an accepted offer, 'Offer Guaranteed by' (translated). */
  prefix: string;
  /** The provider's name, the link text. */
  providerName: string;
  /** The provider's site. */
  href: string;
  /** Translated screen-reader hint that the link opens a new tab, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
}

/** The optional 'Guaranteed by' line, shown when branding enables it. */
export function Watermark(props: WatermarkProps) {
  return (
    <p className="hf-watermark">
      {props.prefix}{' '}
      <a href={props.href} target="_blank" rel="noopener noreferrer">
        {props.providerName}
        {props.newTabHint && ' '}
        {props.newTabHint && <VisuallyHidden>{props.newTabHint}</VisuallyHidden>}
      </a>
    </p>
  );
}
