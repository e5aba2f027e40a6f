/**
 * The Appearance page's live preview: the real widget, in the flow editor's preview page (dashboard/preview/,
 * preview mode, a sample customer), drawing the flow the widget serves by default with the page's unsaved
 * branding and translations (preview-appearance.ts lays them over the preview's answer). A draft the server
 * would refuse (a colour still being typed) is not sent: the preview keeps the last one it could draw.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { type Appearance, AppearanceSchema } from '../../contract/dashboard-appearance-api.ts';
import { PREVIEW_PAGE_PATH } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput, Language } from '../../contract/schemas/index.ts';
import { PREVIEW_DEBOUNCE_MS } from '../flows/flow-preview.tsx';
import type { FlowsClient } from '../flows/flows-client.ts';
import { PREVIEW_RENDER, type PreviewRender } from '../preview/preview-messages.ts';
import { usePreviewFrame } from '../preview/use-preview-frame.ts';

export const APPEARANCE_PREVIEW_TEXTS = {
  noFlow: 'There is no flow to preview yet: add one on the Flows page.',
} as const;

interface Shown {
  flowId: string;
  blueprint: BlueprintInput;
}

/** The flow the widget serves when the host names none: what most customers see. */
async function defaultFlow(flows: FlowsClient, appId: string): Promise<Shown | null> {
  const { flows: list } = await flows.flows(appId);
  const served = list.find((flow) => flow.servedByDefault && !flow.lite) ?? list.find((flow) => !flow.lite);
  if (!served) return null;
  const flow = await flows.flow(appId, served.flowId);
  return { flowId: served.flowId, blueprint: flow.published };
}

export function AppearancePreview(props: {
  flows: FlowsClient;
  appId: string;
  draft: Appearance;
  language: Language;
}) {
  const { flows, appId, draft, language } = props;
  const { frame, ready, post } = usePreviewFrame();
  const [shown, setShown] = useState<Shown | null | 'loading'>('loading');
  const [drawable, setDrawable] = useState<Appearance | null>(null);

  useEffect(() => {
    let current = true;
    defaultFlow(flows, appId)
      .then((flow) => current && setShown(flow))
      .catch(() => current && setShown(null));
    return () => {
      current = false;
    };
  }, [flows, appId]);

  // The draft once the author pauses, and only when the server would take it.
  useEffect(() => {
    const timer = setTimeout(() => {
      const parsed = v.safeParse(AppearanceSchema, draft);
      if (parsed.success) setDrawable(parsed.output);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  useEffect(() => {
    if (ready === 0 || !shown || shown === 'loading' || !drawable) return;
    const render: PreviewRender = {
      type: PREVIEW_RENDER,
      appId,
      flowId: shown.flowId,
      lite: false,
      blueprint: shown.blueprint,
      lang: language,
      appearance: drawable,
    };
    post(render);
  }, [ready, post, appId, shown, drawable, language]);

  return (
    <section className="flow-preview" aria-labelledby="appearance-preview-heading">
      <h2 id="appearance-preview-heading">Preview</h2>
      <p className="muted">
        The default flow with these settings, before they are saved; actions are simulated, the customer is a
        sample.
      </p>
      {shown === null ? (
        <p className="muted">{APPEARANCE_PREVIEW_TEXTS.noFlow}</p>
      ) : (
        <iframe
          ref={frame}
          className="preview-frame"
          title="Preview of the appearance"
          src={PREVIEW_PAGE_PATH}
        />
      )}
    </section>
  );
}
