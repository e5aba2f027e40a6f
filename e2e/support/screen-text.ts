/**
 * The text a customer meets in the widget: every rendered text node of its shadow root (visually hidden
 * screen-reader text included, styles and hidden elements left out) plus the texts of accessible names and
 * hints (aria-label, placeholder, title, alt). Texts the organisation configured (step headers and
 * descriptions, survey answers, plan names and features) are cut out, wherever they are repeated, because
 * fixture data is English by nature: only the widget's own texts must follow the language.
 */
import type { Page } from 'playwright-core';

/** Elements whose content comes from the organisation's configuration, not from the catalogs. */
export const CONFIGURED_TEXT_SELECTORS = [
  '.hf-title',
  '.hf-description',
  '.hf-choice__label',
  '.hf-plan__name',
  '.hf-plan__tagline',
  '.hf-plan__features',
  '.hf-side__name',
];

/** The widget's own visible texts on the current screen, one per line. */
export function widgetText(page: Page, hostSelector = '#holdfast-cancel-flow'): Promise<string> {
  return page.evaluate(
    // No named helpers inside: the function is serialised into the page as it is.
    ({ hostSelector, configuredSelector }) => {
      const root = document.querySelector(hostSelector)?.shadowRoot;
      if (!root) return '';
      // On outcome screens the header shows the step tag's catalog text, not a configured one.
      const tags = new Set([...root.querySelectorAll('.hf-tag')].map((tag) => tag.textContent?.trim()));
      const configured = new Set(
        [...root.querySelectorAll(configuredSelector)].filter(
          (element) => !(element.matches('.hf-title') && tags.has(element.textContent?.trim())),
        ),
      );
      const configuredTexts = [...configured]
        .map((element) => element.textContent?.trim() ?? '')
        .filter((text) => text !== '')
        .sort((a, b) => b.length - a.length);
      const own: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let inConfigured = false;
        for (let at = node.parentElement; at && !inConfigured; at = at.parentElement)
          inConfigured = configured.has(at);
        const parent = node.parentElement;
        if (inConfigured || !parent || parent.closest('style, script, template')) continue;
        // An <option> is never "visible" itself; its select is what the customer sees.
        const shown = parent.closest('select') ?? parent;
        if (!shown.checkVisibility({ visibilityProperty: true })) continue;
        own.push(node.textContent ?? '');
      }
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
        if (element.tagName === 'IFRAME') continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
          own.push(element.getAttribute(name) ?? '');
      }
      // A configured header is repeated in the live region, the survey legend and field labels.
      return own
        .map((text) => configuredTexts.reduce((rest, configured) => rest.split(configured).join('\n'), text))
        .map((text) => text.trim())
        .filter((text) => text !== '')
        .join('\n');
    },
    { hostSelector, configuredSelector: CONFIGURED_TEXT_SELECTORS.join(', ') },
  );
}
