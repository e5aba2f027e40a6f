import type { GlobalProvider } from '@ladle/react';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { VIEW_CSS } from '../renderer/views/styles/all-css.ts';

// A transform makes the host the containing block of the modal's position:fixed overlay, so a modal story
// covers the story canvas instead of Ladle's sidebar.
const HOST_STYLE: CSSProperties = { transform: 'translateZ(0)', minHeight: 680, padding: 16 };

/**
 * Renders each story the way the widget ships: inside a shadow root with the view CSS injected, so the
 * `:host` reset, the custom properties and the shadow-root focus trap are what the story shows.
 */
export const Provider: GlobalProvider = ({ children }) => {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    setShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);

  return (
    <div ref={hostRef} style={HOST_STYLE}>
      {shadow &&
        createPortal(
          <>
            <style>{VIEW_CSS}</style>
            {children}
          </>,
          shadow,
        )}
    </div>
  );
};
