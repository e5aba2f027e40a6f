import { describe, expect, it, vi } from 'vitest';
import { FLOW_EDITOR_PATHS } from '../../contract/dashboard-flows-api.ts';
import type { PreviewRender } from './preview-messages.ts';
import {
  createPreviewDriver,
  PREVIEW_PAGE_MESSAGES,
  type PreviewWidget,
  previewFetch,
} from './preview-page.ts';

const API = 'https://dash.example/dashboard/preview/api';

function draft(header: string): PreviewRender {
  return {
    type: 'holdfast-preview:render',
    appId: 'app_1',
    flowId: 'bp_main',
    lite: false,
    blueprint: { _id: 'bp_main', steps: [{ guid: 's', stepType: 'CONFIRM', header }] },
    lang: 'fr',
  };
}

describe('the fetch the preview’s widget gets', () => {
  const page = () => vi.fn(async (..._args: Parameters<typeof fetch>) => new Response('{}'));

  it('loads the flow from the preview endpoint, posting the draft being drawn', async () => {
    const pageFetch = page();
    const fetcher = previewFetch(pageFetch, API, () => draft('Sure?'));
    await fetcher(`${API}/api/orgs/app_1/embed`, { method: 'POST' });
    await fetcher(`${API}/api/orgs/app_1/embed-lite`);
    expect(pageFetch).toHaveBeenCalledTimes(2);
    const [path, init] = pageFetch.mock.calls[0] ?? [];
    expect(path).toBe(FLOW_EDITOR_PATHS.preview('app_1', 'bp_main'));
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual({ blueprint: draft('Sure?').blueprint });
  });

  it('tells the page of an ended session before the widget hears the 401 (it would blame the auth hash)', async () => {
    const events: string[] = [];
    const refused = vi.fn(async () => {
      events.push('answered');
      return new Response('{"message":"Sign in first."}', { status: 401 });
    });
    const sessionEnded = vi.fn(async () => {
      events.push('session ended');
    });
    const fetcher = previewFetch(refused, API, () => draft('Sure?'), sessionEnded);
    const answer = await fetcher(`${API}/api/orgs/app_1/embed`, { method: 'POST' });
    events.push('widget');
    expect(answer.status).toBe(401);
    expect(events).toEqual(['answered', 'session ended', 'widget']);
    await previewFetch(page(), API, () => draft('Sure?'), sessionEnded)(`${API}/api/orgs/app_1/embed`);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('answers every other call of the widget itself: no action leaves the page', async () => {
    const pageFetch = page();
    const fetcher = previewFetch(pageFetch, API, () => draft('Sure?'));
    const cancel = await fetcher(`${API}/api/orgs/app_1/stripe/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(404);
    expect(await cancel.json()).toEqual({ message: PREVIEW_PAGE_MESSAGES.notInPreview });
    expect((await fetcher(`${API}/api/sessions`, { method: 'POST' })).status).toBe(404);
    expect(pageFetch).not.toHaveBeenCalled();
    await fetcher('https://dash.example/dashboard/preview/embed/holdfast-core.js');
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });
});

describe('the preview’s driver', () => {
  it('draws each draft in preview mode, inline, reporting nothing', async () => {
    const widget = { init: vi.fn(), show: vi.fn(), hide: vi.fn() } satisfies PreviewWidget;
    const driver = createPreviewDriver(async () => widget, API);
    await driver.draw(draft('Sure?'));
    expect(widget.init).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'app_1',
        preview: true,
        inline: true,
        apiBase: API,
        report: false,
        record: false,
        i18n: { lang: 'fr' },
      }),
    );
    expect(widget.hide.mock.invocationCallOrder[0]).toBeLessThan(
      widget.init.mock.invocationCallOrder[0] ?? 0,
    );
    expect(widget.show).toHaveBeenCalledTimes(1);
    expect(driver.drawing()?.blueprint).toEqual(draft('Sure?').blueprint);
  });

  it('draws only the newest of the drafts that arrived while one was drawn', async () => {
    let finish = () => {};
    const widget = {
      init: vi.fn(),
      hide: vi.fn(),
      show: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    } satisfies PreviewWidget;
    const driver = createPreviewDriver(async () => widget, API);
    const first = driver.draw(draft('One'));
    await vi.waitFor(() => expect(widget.show).toHaveBeenCalledTimes(1));
    void driver.draw(draft('Two'));
    void driver.draw(draft('Three'));
    finish();
    await vi.waitFor(() => expect(widget.show).toHaveBeenCalledTimes(2));
    finish();
    await first;
    // 'Two' was never drawn.
    expect(widget.init).toHaveBeenCalledTimes(2);
    expect(driver.drawing()?.blueprint.steps[0]).toMatchObject({ header: 'Three' });
  });
});
