/**
 * The editor's side of the preview frame: counts the times the frame's page says it is ready (a reloaded frame
 * says so again, and is told again) and posts what to draw to that frame and origin only.
 *
 * The listener is added in a layout effect, in the same commit that puts the frame into the page: a passive
 * effect runs a task later, and a ready message that came in between was lost, leaving the preview blank.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { isFromOwnOrigin, PreviewReadySchema, type PreviewRender } from './preview-messages.ts';

export interface PreviewFrame {
  /** For the `<iframe>` of the preview page. */
  frame: RefObject<HTMLIFrameElement | null>;
  /** How many times the frame said it is ready; 0 until it first does. */
  ready: number;
  /** Tells the frame what to draw (nothing while it has no window). */
  post: (render: PreviewRender) => void;
}

export function usePreviewFrame(): PreviewFrame {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(0);

  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromOwnOrigin(event, frame.current?.contentWindow ?? null, window.location.origin)) return;
      if (v.is(PreviewReadySchema, event.data)) setReady((times) => times + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const post = useCallback((render: PreviewRender) => {
    frame.current?.contentWindow?.postMessage(render, window.location.origin);
  }, []);

  return { frame, ready, post };
}
