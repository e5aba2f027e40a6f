/**
 * Both description sanitisers in one script for a bare Chromium page (sanitiser-paths.e2e.ts bundles it):
 * the browser's HTML Sanitizer API path and DOMPurify, and the fill-then-sanitise path over either.
 */
import { hasSanitizerApi, sanitizeWithBrowser } from '../../../renderer/views/html/browser-sanitizer.ts';
import { richTextFor } from '../../../renderer/views/html/fill-then-sanitise.ts';
import { markupAsText } from '../../../renderer/views/html/plain-text.ts';
import type { RichTextOptions } from '../../../renderer/views/html/rich-text-policy.ts';
import { sanitizeRichHtml } from '../../../renderer/views/html/sanitize-html.ts';

const paths = { browser: sanitizeWithBrowser, dompurify: sanitizeRichHtml } as const;

Reflect.set(window, '__sanitisers', {
  hasSanitizerApi,
  /** Every input through both paths, with these options. */
  both(inputs: readonly string[], options: RichTextOptions) {
    return inputs.map((html) => ({
      html,
      browser: paths.browser(html, options),
      dompurify: paths.dompurify(html, options),
    }));
  },
  /** A template filled and sanitised by one path, as the view would get it (markup as a string). */
  richText(path: keyof typeof paths, template: string, values: Record<string, string>) {
    const rich = richTextFor(paths[path], markupAsText, template, values, { allowVideo: true });
    return rich && 'html' in rich ? { html: String(rich.html) } : rich;
  },
});
