/** The editor hears the preview page's ready message however soon after the frame appears it comes. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PREVIEW_READY } from './preview-messages.ts';
import { usePreviewFrame } from './use-preview-frame.ts';

function Editor() {
  const { frame, ready } = usePreviewFrame();
  return (
    <div>
      <iframe ref={frame} title="Preview" />
      <output>{ready}</output>
    </div>
  );
}

const host = document.createElement('div');
let actEnvironment: unknown;
beforeEach(() => {
  // Rendered as a browser renders, not inside act(): effects run when React's scheduler gets to them.
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  document.body.append(host);
});
afterEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  host.remove();
});

function sendReady(from: Window | null, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_READY }, origin, source: from }));
}

it('counts a ready message sent the moment the frame is in the page, before React runs passive effects', async () => {
  let sent = false;
  // A mutation observer's callback runs right after the commit that added the frame: the earliest any
  // script could answer, and before a passive effect would have added the listener.
  const observer = new MutationObserver(() => {
    const frame = host.querySelector('iframe');
    if (sent || !frame) return;
    sent = true;
    sendReady(frame.contentWindow);
  });
  observer.observe(host, { childList: true, subtree: true });
  const root = createRoot(host);
  root.render(<Editor />);
  await expect.poll(() => host.querySelector('output')?.textContent).toBe('1');
  expect(sent).toBe(true);
  observer.disconnect();
  root.unmount();
});

it('counts each ready from its own frame, and none from another window or origin', async () => {
  const root = createRoot(host);
  root.render(<Editor />);
  await expect.poll(() => host.querySelector('iframe')).not.toBeNull();
  const frame = host.querySelector('iframe')?.contentWindow ?? null;
  sendReady(window);
  sendReady(frame, 'https://elsewhere.example');
  sendReady(frame);
  sendReady(frame);
  await expect.poll(() => host.querySelector('output')?.textContent).toBe('2');
  await act(async () => {});
  expect(host.querySelector('output')?.textContent).toBe('2');
  root.unmount();
});
