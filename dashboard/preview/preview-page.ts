/**
 * The preview page's parts (preview-main.ts puts them together): the fetch the widget is given, which sends
 * its flow's load to the editor's preview endpoint with the current draft and answers any other call itself,
 * and the driver that draws each draft the editor posts with the real widget, in preview mode.
 */
import { FLOW_EDITOR_PATHS, PREVIEW_PAGE_PATH } from '../../contract/dashboard-flows-api.ts';
import { withDraftAppearance } from '../appearance/preview-appearance.ts';
import type { PreviewRender } from './preview-messages.ts';

/**
 * Where the widget believes its API is. Nothing is served there: previewFetch answers it, so no call of the
 * widget's reaches the server but its flow's load (and no money action exists to reach).
 */
export const PREVIEW_API_PATH = `${PREVIEW_PAGE_PATH}/api`;
/** Where the widget is drawn, inline: dashboard/preview.html's `<main>`. */
export const PREVIEW_TARGET_ID = 'preview-root';
/** Where the page says why it draws nothing: dashboard/preview.html's notice beside the widget. */
export const PREVIEW_NOTICE_ID = 'preview-notice';

export const PREVIEW_PAGE_MESSAGES = {
  notInPreview: 'Not available in the preview: actions are simulated and nothing is reported.',
  /** Said in the frame in place of the widget, whose own words for a 401 would blame the host's auth hash. */
  sessionEnded: 'Your session has ended: sign in again to see the preview.',
} as const;

/** The widget's load calls (spec §7 embed, and lite mode's embed-lite). */
const FLOW_LOAD = /\/api\/orgs\/[^/]+\/embed(-lite)?$/;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The page's fetch as the widget gets it (it captures the page's fetch at init): a call to `apiBase` that
 * loads the flow is answered by the preview endpoint for the draft being drawn; any other call to `apiBase`
 * is refused here; everything else (the widget's chunks) goes to the page's own fetch.
 *
 * The preview endpoint answers 401 when the team member's session has ended. The widget would read that as a
 * refused auth hash and say so, so `sessionEnded` is awaited before the widget gets the answer: the page
 * takes the widget away and says what happened (preview-main.ts), and the widget drops an answer that came
 * after it was hidden.
 */
export function previewFetch(
  pageFetch: typeof fetch,
  apiBase: string,
  drawing: () => PreviewRender | null,
  sessionEnded: () => Promise<void> = async () => {},
): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    if (!url.startsWith(`${apiBase}/`)) return pageFetch(input, init);
    const render = drawing();
    if (render && FLOW_LOAD.test(new URL(url).pathname)) {
      const answer = await pageFetch(FLOW_EDITOR_PATHS.preview(render.appId, render.flowId), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blueprint: render.blueprint }),
      });
      if (answer.status === 401) await sessionEnded();
      const { appearance } = render;
      if (!appearance || !answer.ok) return answer;
      const drawn = withDraftAppearance(await answer.json(), appearance);
      return new Response(JSON.stringify(drawn), { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: PREVIEW_PAGE_MESSAGES.notInPreview }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** The host methods the preview calls on `window.holdfast`. */
export interface PreviewWidget {
  init(options: object): unknown;
  show(): unknown;
  hide(): unknown;
}

/** The init options for one draft: preview mode, inline in the page, nothing reported or recorded. */
export function previewInitOptions(render: PreviewRender, apiBase: string): object {
  return {
    appId: render.appId,
    preview: true,
    lite: render.lite,
    // Lite mode leaves the cancel to the host: here there is nothing to cancel.
    ...(render.lite ? { onCancel: () => {} } : {}),
    inline: true,
    target: `#${PREVIEW_TARGET_ID}`,
    apiBase,
    mode: 'LIVE',
    report: false,
    record: false,
    debug: true,
    i18n: { lang: render.lang },
  };
}

/**
 * Draws drafts one at a time: a draft that arrives while one is being drawn waits, and only the newest of
 * those is drawn next (an author typing fast sees the last text, not every keystroke's).
 */
export function createPreviewDriver(widget: () => Promise<PreviewWidget>, apiBase: string) {
  let drawing: PreviewRender | null = null;
  let waiting: PreviewRender | null = null;
  let busy = false;

  return {
    /** The draft on screen (or being loaded): what previewFetch answers the widget's load with. */
    drawing: () => drawing,
    async draw(render: PreviewRender): Promise<void> {
      waiting = render;
      if (busy) return;
      busy = true;
      try {
        const holdfast = await widget();
        while (waiting) {
          drawing = waiting;
          waiting = null;
          await holdfast.hide();
          await holdfast.init(previewInitOptions(drawing, apiBase));
          await holdfast.show();
        }
      } finally {
        busy = false;
      }
    },
  };
}
