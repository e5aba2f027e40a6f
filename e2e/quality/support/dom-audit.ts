/**
 * What the XSS suite checks in the rendered widget after every payload: no script element, no on*
 * attribute, no javascript:/data:/vbscript: URL, every target=_blank link with rel="noopener noreferrer",
 * no stylesheet but our own, only approved video iframes, and no anchor left without its (refused) URL that
 * still looks like a link. The walk runs in the page (one evaluate per
 * screen); the iframe allowlist is the product's own `safeVideoEmbedUrl`, applied in Node.
 */
import type { Page } from 'playwright-core';
import { safeVideoEmbedUrl } from '../../../renderer/views/html/rich-text-policy.ts';

/** Defines `window.__auditWidget()` in the page: problems found and the iframe srcs to check. */
export const DOM_AUDIT_SCRIPT = `
window.__auditWidget = function () {
  var problems = [];
  var iframes = [];
  var URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset', 'lowsrc', 'dynsrc'];
  var scriptUrl = function (value) {
    var compact = Array.prototype.filter.call(value, function (c) { return c.charCodeAt(0) > 32; }).join('');
    return /^(?:javascript|data|vbscript):/i.test(compact);
  };
  var describe = function (el) { return '<' + el.localName + '> ' + el.outerHTML.slice(0, 120); };
  var hosts = document.querySelectorAll('[data-holdfast]');
  var screens = 0;
  hosts.forEach(function (host) {
    var root = host.shadowRoot;
    if (!root) return;
    screens += root.querySelectorAll('[role="dialog"]').length;
    root.querySelectorAll('*').forEach(function (el) {
      var tag = el.localName;
      if (tag === 'script') problems.push('script element: ' + describe(el));
      if ((tag === 'style' && !el.hasAttribute('data-holdfast')) || (tag === 'link' && /stylesheet/i.test(el.getAttribute('rel') || '')))
        problems.push('foreign stylesheet: ' + describe(el));
      if (tag === 'object' || tag === 'embed' || tag === 'base' || tag === 'meta' || tag === 'frame')
        problems.push('forbidden element: ' + describe(el));
      Array.prototype.forEach.call(el.attributes, function (attr) {
        var name = attr.name.toLowerCase();
        if (name.indexOf('on') === 0) problems.push('event handler ' + name + ': ' + describe(el));
        if (name === 'srcdoc') problems.push('srcdoc: ' + describe(el));
        if (URL_ATTRIBUTES.indexOf(name) >= 0 && scriptUrl(attr.value)) problems.push('script URL in ' + name + ': ' + describe(el));
      });
      if (tag === 'a' && el.getAttribute('target') === '_blank') {
        var rel = (el.getAttribute('rel') || '').toLowerCase().split(/\\s+/);
        if (rel.indexOf('noopener') < 0 || rel.indexOf('noreferrer') < 0) problems.push('target=_blank without noopener noreferrer: ' + describe(el));
      }
      // A refused URL leaves its anchor's text and no href: no link (no role, not focusable), so it must not look like one.
      if (tag === 'a' && !el.hasAttribute('href') && /underline/.test(getComputedStyle(el).textDecorationLine))
        problems.push('an anchor without href styled as a link: ' + describe(el));
      if (tag === 'iframe') iframes.push(el.getAttribute('src') || '');
    });
  });
  return { problems: problems, iframes: iframes, screens: screens };
};
`;

/** What one audit found. */
export interface WidgetAudit {
  problems: string[];
  iframes: string[];
  /** Dialogs on display (0 means the widget is gone: a crash, for the caller to judge). */
  screens: number;
}

/** Installs the audit in the page (idempotent). */
export async function installAudit(page: Page): Promise<void> {
  if (!(await page.evaluate(() => '__auditWidget' in window)))
    await page.addScriptTag({ content: DOM_AUDIT_SCRIPT });
}

/** Problems with iframes that are not approved players (their src must be exactly the safe embed URL). */
export function iframeProblems(srcs: readonly string[]): string[] {
  return srcs
    .filter((src) => safeVideoEmbedUrl(src) !== src)
    .map((src) => `iframe not on the video allowlist: ${src.slice(0, 120)}`);
}

/** Audits the widget now; problems include iframes off the allowlist. */
export async function auditWidget(page: Page): Promise<WidgetAudit> {
  await installAudit(page);
  const audit: WidgetAudit = await page.evaluate(() => Reflect.get(window, '__auditWidget')());
  return { ...audit, problems: [...audit.problems, ...iframeProblems(audit.iframes)] };
}
