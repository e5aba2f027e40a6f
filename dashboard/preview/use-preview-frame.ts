/**
 * The editor's side of the preview frame: counts the times the frame's page says it is ready (a reloaded frame
 * says so again, and is told again) and posts what to draw to that frame and origin only. When the frame says
 * the session has ended (its fetch is not the dashboard's watched one), the page is told (api/session-context.ts)
 * and asks to sign in again; once signed in, the frame is told again, as if it had said ready.
 *
 * The listener is added in a layout effect, in the same commit that puts the frame into the page: a passive
 * effect runs a task later, and a ready message that came in between was lost, leaving the preview blank.
 */
import { type RefObject, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { SessionContext } from '../api/session-context.ts';
import {
  isFromOwnOrigin,
  PreviewReadySchema,
  type PreviewRender,
  PreviewSessionEndedSchema,
} from './preview-messages.ts';

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
  const session = useContext(SessionContext);
  // The listener stays from the first commit; it reports through the context of the latest render.
  const ended = useRef(session.ended);
  ended.current = session.ended;

  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromOwnOrigin(event, frame.current?.contentWindow ?? null, window.location.origin)) return;
      if (v.is(PreviewReadySchema, event.data)) setReady((times) => times + 1);
      else if (v.is(PreviewSessionEndedSchema, event.data)) ended.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Signed in again: what the ended session was refused is drawn now (a frame not ready yet is told anyway).
  const renewals = useRef(session.renewals);
  useEffect(() => {
    if (session.renewals === renewals.current) return;
    renewals.current = session.renewals;
    setReady((times) => (times > 0 ? times + 1 : times));
  }, [session.renewals]);

  const post = useCallback((render: PreviewRender) => {
    frame.current?.contentWindow?.postMessage(render, window.location.origin);
  }, []);

  return { frame, ready, post };
}
