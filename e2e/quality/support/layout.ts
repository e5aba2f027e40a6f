/**
 * Keyboard and layout probes for the accessibility suite, each one round trip to the page: where focus is
 * and whether it is drawn, and what a narrow or zoomed viewport cuts off.
 */
import type { Page } from 'playwright-core';

/** Where focus is ("widget:<tag>…" inside the dialog, "page:<tag>#id" outside) and why no indicator shows. */
export interface FocusState {
  focused: string;
  /** Empty when the focused control (or the label around a radio) draws an indicator. */
  missingIndicator: string;
}

/**
 * The focused element and its focus indicator, read in one evaluate. While focus is inside a cross-origin
 * iframe (the embedded player) Chromium reports the parent's activeElement as <body>; the player's own
 * document then has focus, which counts as focus on the iframe.
 */
export async function focusState(page: Page): Promise<FocusState> {
  const state = await focusInPage(page);
  if (state.focused !== 'page:body') return state;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    if (await frame.evaluate(() => document.hasFocus()).catch(() => false))
      return { focused: 'widget:iframe (inside the player)', missingIndicator: '' };
  }
  return state;
}

function focusInPage(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`;
    let active: Element | null = document.activeElement;
    let inWidget = false;
    while (active?.shadowRoot?.activeElement) {
      if (active.hasAttribute('data-holdfast')) inWidget = true;
      active = active.shadowRoot.activeElement;
    }
    if (!active) return { focused: 'none', missingIndicator: 'nothing focused' };
    if (!inWidget) return { focused: `page:${describe(active)}`, missingIndicator: '' };
    const inDialog = active.closest('[role="dialog"]') !== null;
    const focused = `widget${inDialog ? '' : '(outside dialog)'}:${describe(active)}`;
    const drawn = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none'
      );
    };
    // The dialog itself takes focus programmatically (tabindex=-1) and draws none by design; a focused
    // iframe means focus is inside the embedded player, which draws its own.
    const exempt = active.getAttribute('role') === 'dialog' || active.localName === 'iframe';
    if (exempt || drawn(active) || drawn(active.closest('label'))) return { focused, missingIndicator: '' };
    const style = getComputedStyle(active);
    return {
      focused,
      missingIndicator: `:focus-visible=${active.matches(':focus-visible')} outline=${style.outlineStyle} ${style.outlineWidth} box-shadow=${style.boxShadow}`,
    };
  });
}

/**
 * Starts logging every focus change in the page (one entry per focusin: where focus went and why it draws
 * no indicator), so a run of key presses needs no round trip per press. Read with {@link takeFocusLog}.
 */
export function startFocusLog(page: Page): Promise<void> {
  return page.evaluate(() => {
    const log: Array<{ focused: string; missingIndicator: string }> = [];
    Reflect.set(window, '__focusLog', log);
    if (Reflect.get(window, '__focusLogInstalled')) return;
    Reflect.set(window, '__focusLogInstalled', true);
    document.addEventListener(
      'focusin',
      (event) => {
        const active = event.composedPath()[0];
        if (!(active instanceof Element)) return;
        const describe = (el: Element) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`;
        const root = active.getRootNode();
        const inWidget = root instanceof ShadowRoot && root.host.hasAttribute('data-holdfast');
        const entries: Array<{ focused: string; missingIndicator: string }> = Reflect.get(
          window,
          '__focusLog',
        );
        if (!inWidget) {
          entries.push({ focused: `page:${describe(active)}`, missingIndicator: '' });
          return;
        }
        const inDialog = active.closest('[role="dialog"]') !== null;
        const focused = `widget${inDialog ? '' : '(outside dialog)'}:${describe(active)}`;
        const drawn = (el: Element | null) => {
          if (!el) return false;
          const style = getComputedStyle(el);
          return (
            (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
            style.boxShadow !== 'none'
          );
        };
        // A focus guard is no control: it passes focus on at once (widget-frame.tsx).
        const exempt =
          active.getAttribute('role') === 'dialog' ||
          active.localName === 'iframe' ||
          active.hasAttribute('data-focus-guard');
        const ok = exempt || drawn(active) || drawn(active.closest('label'));
        const style = getComputedStyle(active);
        entries.push({
          focused,
          missingIndicator: ok
            ? ''
            : `:focus-visible=${active.matches(':focus-visible')} outline=${style.outlineStyle} ${style.outlineWidth} box-shadow=${style.boxShadow}`,
        });
      },
      true,
    );
  });
}

/** The focus changes logged since {@link startFocusLog}. */
export function takeFocusLog(page: Page): Promise<FocusState[]> {
  return page.evaluate(() => Reflect.get(window, '__focusLog') ?? []);
}

/**
 * What a narrow or zoomed viewport breaks (WCAG 1.4.10 Reflow, 1.4.4 Resize text): horizontal scrolling,
 * a dialog wider than the viewport, a control cut off or out of reach, text clipped by its box.
 */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const root = document.querySelector('[data-holdfast]')?.shadowRoot;
    const dialog = root?.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) return ['no dialog on screen'];
    const name = (el: Element) =>
      `${`${el.localName}.${el.className}`.slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const box = dialog.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1)
      problems.push(
        `the dialog is wider than the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`,
      );
    if (dialog.scrollWidth > dialog.clientWidth + 1)
      problems.push(`the dialog scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth})`);
    const hidden = (el: Element) =>
      el.closest('.hf-visually-hidden, [hidden], [aria-hidden="true"]') !== null;
    for (const control of dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
      if (hidden(control) || control.getClientRects().length === 0) continue;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = control.getBoundingClientRect();
      const inView =
        rect.left >= -1 && rect.right <= width + 1 && rect.top >= -1 && rect.bottom <= height + 1;
      if (!inView)
        problems.push(
          `out of reach: ${name(control)} at ${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
    }
    for (const el of dialog.querySelectorAll<HTMLElement>(
      'h2, h3, h4, p, label, li, button, a, span, legend',
    )) {
      if (hidden(el) || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) problems.push(`text clipped: ${name(el)}`);
      // A button's text wider than the button spills over its edges (a long unbroken label): it must wrap.
      else if (el.localName === 'button' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`text wider than its button: ${name(el)}`);
    }
    dialog.scrollTop = 0;
    return problems;
  });
}

/** What {@link directionProblems} looked at and found. */
export interface DirectionCheck {
  /** Texts on screen whose first strong letter is Hebrew or Arabic. */
  rightToLeft: number;
  /** Texts on screen whose first strong letter is Latin. */
  leftToRight: number;
  problems: string[];
}

/**
 * Whether each text in the dialog runs in the direction of its first strong letter, as dir="auto" shows it:
 * a right-to-left text's last character (its punctuation) is drawn left of its first, and one aligned to its
 * start ends at its box's right edge; a left-to-right text's last character is drawn right of its first.
 * Shown left to right, "למה?" would read "?" at its right, after the word.
 */
export function directionProblems(page: Page): Promise<DirectionCheck> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-holdfast]')?.shadowRoot?.querySelector('[role="dialog"]');
    if (!dialog) return { rightToLeft: 0, leftToRight: 0, problems: ['no dialog on screen'] };
    const firstStrong = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
    const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
    const found = { rightToLeft: 0, leftToRight: 0, problems: [] as string[] };
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const strong = text.match(firstStrong)?.[0];
      const parent = node.parentElement;
      const start = text.search(/\S/);
      const end = text.trimEnd().length;
      if (!strong || !parent || parent.getClientRects().length === 0 || end - start < 2) continue;
      const charRect = (at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      const first = charRect(start);
      const last = charRect(end - 1);
      const label = `"${text.trim().slice(0, 30)}" in ${parent.localName}.${parent.className}`;
      const oneLine = Math.abs(first.top - last.top) < 1;
      if (!rightToLeft.test(strong)) {
        found.leftToRight++;
        if (oneLine && last.left <= first.left) found.problems.push(`runs right to left: ${label}`);
        continue;
      }
      found.rightToLeft++;
      if (oneLine && last.left >= first.left) found.problems.push(`runs left to right: ${label}`);
      let block: Element = parent;
      while (getComputedStyle(block).display.startsWith('inline') && block.parentElement)
        block = block.parentElement;
      const style = getComputedStyle(block);
      // A flex or grid item is as wide as its text, so only a block's own lines show where they start.
      if (style.textAlign !== 'start' || !['block', 'list-item'].includes(style.display)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const contentRight =
        block.getBoundingClientRect().right -
        Number.parseFloat(style.paddingRight) -
        Number.parseFloat(style.borderRightWidth);
      if (Math.abs(range.getBoundingClientRect().right - contentRight) > 2)
        found.problems.push(`does not start at the right: ${label}`);
    }
    return found;
  });
}
