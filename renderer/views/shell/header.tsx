import type { ReactNode } from 'react';
import type { RichText } from '../html/rich-text.ts';
import { StepTag, type StepTagProps } from './step-tag.tsx';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Id of the heading; pass the same to `WidgetFrame.labelledBy` so the dialog is named by it. */
  titleId: string;
  /** The step header, translated and with placeholders filled. */
  title: string;
  /** The step description: sanitised HTML (from renderRichText), or plain text. */
  description?: RichText;
  /** Step tag and icon. Pass it in the default theme; theme-v2 shows it in the side panel instead. */
  tag?: StepTagProps;
  /** Brand logo (default theme). */
  logo?: ReactNode;
  /** Accessible name of the close button, e.g. 'Close'. */
  closeLabel: string;
  /** Shows the close button; leave it out when the widget is inline (spec §2). */
  onClose?: () => void;
}

/**
 * The step header: the bar (tag, logo, close button), then the heading and the description. The bar is the
 * `<header>` and a sibling of the heading, not its wrapper, so that in the modal it can stick to the top of
 * the dialog's whole scroll area (a sticky box stays inside its parent): the close button stays in reach on a
 * phone however far a long step is scrolled (base.css).
 */
export function Header(props: HeaderProps) {
  return (
    <>
      {(props.logo || props.tag || props.onClose) && (
        <header className="hf-header__top">
          {props.logo}
          {props.tag && <StepTag {...props.tag} />}
          {props.onClose && (
            <button type="button" className="hf-close" aria-label={props.closeLabel} onClick={props.onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </header>
      )}
      <div className="hf-header">
        <h2 className="hf-title" id={props.titleId}>
          {props.title}
        </h2>
        {props.description && 'html' in props.description ? (
          // Sanitised upstream (views/html) before it reaches this prop.
          <div className="hf-description" dangerouslySetInnerHTML={{ __html: props.description.html }} />
        ) : null}
        {props.description && 'text' in props.description ? (
          <div className="hf-description">{props.description.text}</div>
        ) : null}
      </div>
    </>
  );
}
