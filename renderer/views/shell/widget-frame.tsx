import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { activeElementIn, deepActiveElement, FOCUS_GUARD_ATTRIBUTE, tabbableWithin } from './focus.ts';
import { type BrandColors, brandStyle, THEME_CLASS, THEME_TRANSITION_MS, type WidgetTheme } from './theme.ts';

/** How the widget sits in the host page. */
export type FramePresentation = 'modal' | 'inline';

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps {
  /** `modal`: a dialog over a backdrop, focus moved in and trapped. `inline`: in place, no backdrop. */
  presentation: FramePresentation;
  /** Whether Escape closes the widget (calls `onClose`). */
  closable: boolean;
  /** Called on Escape when `closable`; the host-level code hides the widget and returns focus. */
  onClose: () => void;
  /** Id of the step header heading that names the dialog. */
  labelledBy: string;
  theme: WidgetTheme;
  /** Step transition length; defaults to the theme's ({@link THEME_TRANSITION_MS}). */
  transitionMs?: number;
  /** Brand colours, set as `--hf-primary`, `--hf-secondary`, `--hf-accent` on the frame root. */
  colors: BrandColors;
  /** Text for the polite live region (e.g. 'Offer accepted'); changing it is announced. */
  announcement: string;
  /** The theme-v2 side panel (step tag, icon, brand); ignored in the default theme. */
  aside?: ReactNode;
  /** Identifies the current step: a new key replays the enter transition and refocuses the dialog. */
  stepKey?: string;
  /** Header, step content and footer. */
  children: ReactNode;
}

/**
 * The widget's dialog: theming, modal/inline presentation, Escape, the focus trap and the live region.
 * It does not restore focus on close: the host-level code that opened it does.
 */
export function WidgetFrame(props: WidgetFrameProps) {
  const { presentation, closable, onClose, theme, stepKey } = props;
  const dialogRef = useRef<HTMLDivElement>(null);
  const modal = presentation === 'modal';
  const transitionMs = props.transitionMs ?? THEME_TRANSITION_MS[theme];

  // Moving focus in on open is the modal dialog contract; an inline widget is part of the page and leaves
  // focus where the customer put it. On a step change the old step's focused control is gone, so focus
  // goes back to the dialog (which also makes screen readers read the new step) — unless it is in another of
  // our modals, opened over this one since (a wall whose state moves while the cancel flow its handler opened
  // is on top): the one on top keeps it.
  // A new step starts at its top, its header in view, wherever the customer had scrolled the last one to.
  // Both before the frame that paints it (a layout effect; preact runs a plain effect after that paint): an
  // Escape or Tab pressed as the dialog appears is the dialog's, never the host page's.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stepKey is the trigger to re-check focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !modal) return;
    dialog.scrollTop = 0;
    const inModal = deepActiveElement(dialog.ownerDocument)?.closest('.hf-modal');
    if (opened.current ? !inModal : inModal !== dialog.parentElement) dialog.focus({ preventScroll: true });
    opened.current = true;
  }, [modal, stepKey]);

  // The Tab handler below only sees keys pressed in our own tree. Tab pressed inside an embedded video
  // player (a cross-origin iframe) is the browser's to resolve, and it can hand focus to the host page:
  // anything outside the dialog that gains focus while the modal is open sends it back in. Focus in another
  // of our modals (a wall with the cancel flow over it) is left there: each sending it back into its own
  // dialog, the two would trade it until the stack overflowed.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !modal) return;
    const doc = dialog.ownerDocument;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof Element && target.closest('.hf-modal')) return;
      (tabbableWithin(dialog)[0] ?? dialog).focus({ preventScroll: true });
    };
    doc.addEventListener('focusin', onFocusIn, true);
    return () => doc.removeEventListener('focusin', onFocusIn, true);
  }, [modal]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape is the modal's own: it closes it when closable, and never reaches a host dialog underneath.
    if (event.key === 'Escape' && (closable || modal) && !event.defaultPrevented) {
      event.preventDefault();
      if (closable) onClose();
      return;
    }
    if (event.key !== 'Tab' || !modal) return;
    const items = tabbableWithin(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = activeElementIn(dialog);
    const outside = !active || active === dialog || !dialog.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  }

  // Focus guards at both ends of the dialog: Tab leaving an embedded video player (a cross-origin iframe,
  // whose keys our handler never sees) lands on a guard, still inside the dialog, which passes focus on to
  // the far end — instead of on the host page, for a moment, before the focusin handler above brings it back.
  const guard = (edge: 'first' | 'last') =>
    modal && (
      // biome-ignore lint/a11y/noStaticElementInteractions: a focus guard has no role; it only passes focus on.
      <span
        className="hf-focus-guard"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a guard is tabbable by design, to catch Tab out of an iframe.
        tabIndex={0}
        {...{ [FOCUS_GUARD_ATTRIBUTE]: '' }}
        onFocus={() => {
          const dialog = dialogRef.current;
          if (!dialog) return;
          const items = tabbableWithin(dialog);
          const target = edge === 'first' ? items[0] : items[items.length - 1];
          (target ?? dialog).focus({ preventScroll: true });
        }}
      />
    );

  const aside = theme === 'theme-v2' ? props.aside : undefined;
  const rootClass = ['hf-root', THEME_CLASS[theme], modal ? 'hf-modal' : 'hf-inline'].join(' ');
  return (
    <div className={rootClass} style={brandStyle(props.colors, transitionMs)}>
      {modal && (
        // A press on the backdrop keeps focus in the dialog (else it falls to the page's body, where Escape and
        // the trap no longer reach it); the backdrop closes nothing.
        <div className="hf-backdrop" aria-hidden="true" onMouseDown={(event) => event.preventDefault()} />
      )}
      <div
        ref={dialogRef}
        className="hf-dialog"
        role="dialog"
        aria-modal={modal ? 'true' : undefined}
        aria-labelledby={props.labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {guard('last')}
        <div className={aside ? 'hf-layout hf-layout--split' : 'hf-layout'}>
          {aside && <div className="hf-aside">{aside}</div>}
          <div className="hf-main" key={stepKey}>
            {props.children}
          </div>
        </div>
        <div className="hf-visually-hidden" aria-live="polite" aria-atomic="true">
          {props.announcement}
        </div>
        {guard('first')}
      </div>
    </div>
  );
}
