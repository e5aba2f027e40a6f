/**
 * What the flow editor and its preview page (an iframe of the same origin) say to each other with
 * postMessage. Each side takes a message only from the other (its `source`) and only from the dashboard's own
 * origin, and parses it with these schemas: another page or frame cannot drive the preview.
 */
import * as v from 'valibot';
import { AppearanceSchema } from '../../contract/dashboard-appearance-api.ts';
import { BlueprintDraftSchema } from '../../contract/dashboard-flows-api.ts';
import { LANGUAGES } from '../../contract/schemas/index.ts';

/** The page → the editor: it listens now, so the editor sends what to draw. */
export const PREVIEW_READY = 'holdfast-preview:ready';
/** The editor → the page: draw this draft (its start step and theme already applied) in this language. */
export const PREVIEW_RENDER = 'holdfast-preview:render';

/** The page → the editor: the preview endpoint answered 401, the team member's session has ended. */
export const PREVIEW_SESSION_ENDED = 'holdfast-preview:session-ended';

export const PreviewReadySchema = v.object({ type: v.literal(PREVIEW_READY) });
export const PreviewSessionEndedSchema = v.object({ type: v.literal(PREVIEW_SESSION_ENDED) });

export const PreviewRenderSchema = v.object({
  type: v.literal(PREVIEW_RENDER),
  appId: v.string(),
  flowId: v.string(),
  /** A lite flow is drawn as lite mode draws it (survey, free-form and confirmation steps). */
  lite: v.boolean(),
  blueprint: BlueprintDraftSchema,
  lang: v.picklist(LANGUAGES),
  /** The Appearance page's unsaved branding and translations, drawn instead of the stored ones. */
  appearance: v.optional(AppearanceSchema),
});
export type PreviewRender = v.InferOutput<typeof PreviewRenderSchema>;

/** True when `event` came from `from` on this page's own origin. */
export function isFromOwnOrigin(
  event: MessageEvent,
  from: MessageEventSource | null,
  origin: string,
): boolean {
  return from !== null && event.source === from && event.origin === origin;
}
