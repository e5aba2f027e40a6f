/**
 * The flow editor's preview page (dashboard/preview.html, served at /dashboard/preview and framed by the
 * editor): loads the built script tag as a host page would, and draws each draft the editor posts.
 */
import * as v from 'valibot';
import { PREVIEW_LOADER_PATH } from '../../contract/dashboard-flows-api.ts';
import {
  isFromOwnOrigin,
  PREVIEW_READY,
  PREVIEW_SESSION_ENDED,
  PreviewRenderSchema,
} from './preview-messages.ts';
import {
  createPreviewDriver,
  PREVIEW_API_PATH,
  PREVIEW_NOTICE_ID,
  PREVIEW_PAGE_MESSAGES,
  type PreviewWidget,
  previewFetch,
} from './preview-page.ts';

function isWidget(value: unknown): value is PreviewWidget {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['init', 'show', 'hide'].every((method) => typeof Reflect.get(value, method) === 'function')
  );
}

/** Adds the script tag once; resolves with `window.holdfast` once the loader ran. */
let loading: Promise<PreviewWidget> | null = null;
function loadWidget(): Promise<PreviewWidget> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PREVIEW_LOADER_PATH;
    script.addEventListener('load', () => {
      const holdfast: unknown = Reflect.get(window, 'holdfast');
      if (isWidget(holdfast)) resolve(holdfast);
      else reject(new Error('The script tag did not define window.holdfast'));
    });
    script.addEventListener('error', () => {
      loading = null;
      reject(new Error(`${PREVIEW_LOADER_PATH} did not load: is the embed built (npm run build)?`));
    });
    document.head.append(script);
  });
  return loading;
}

const apiBase = `${location.origin}${PREVIEW_API_PATH}`;
const driver = createPreviewDriver(loadWidget, apiBase);
const notice = document.getElementById(PREVIEW_NOTICE_ID);

/** The session ended: the editor asks to sign in again; here, a plain word in place of the widget. */
async function sessionEnded(): Promise<void> {
  if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_SESSION_ENDED }, location.origin);
  if (notice) notice.textContent = PREVIEW_PAGE_MESSAGES.sessionEnded;
  await (await loadWidget()).hide();
}

// Before the widget's init, which captures the page's fetch.
window.fetch = previewFetch(window.fetch.bind(window), apiBase, driver.drawing, sessionEnded);

window.addEventListener('message', (event) => {
  if (!isFromOwnOrigin(event, window.parent, location.origin)) return;
  const render = v.safeParse(PreviewRenderSchema, event.data);
  if (!render.success) return;
  if (notice) notice.textContent = '';
  driver.draw(render.output).catch((error) => console.error('[preview]', error));
});
if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY }, location.origin);
