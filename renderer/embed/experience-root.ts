import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { deepActiveElement } from '../views/shell/focus.ts';
import { type Experience, type Mount, mount } from './mount.ts';

/** Where and how an experience renders. */
export interface PlaceOptions {
  inline: boolean;
  /** The element or CSS selector to render into when inline. */
  target?: unknown;
  nonce?: string | undefined;
}

export interface ExperienceRoot {
  /**
   * Renders into the experience's shadow root: inline in `target` when it is found on the page, otherwise as
   * a modal in every way (backdrop, close, focus trap); `node` is told which.
   */
  render(node: (inline: boolean) => ReactNode, place: PlaceOptions): void;
  /** Removes it from the page and returns focus to the element that had it when it opened. */
  unmount(): void;
  /** Replaces the stylesheet (now and for later renders), e.g. once a lazy part brings its own rules. */
  restyle(css: string): void;
  /** Whether it is rendered but the page has taken it out (a single-page app replacing its body). */
  lost(): boolean;
}

function resolveTarget(target: unknown): Element | null {
  try {
    if (typeof target === 'string') return document.querySelector(target);
  } catch {
    // Not a valid selector: not found, so the experience shows as a modal (with the warning below).
    return null;
  }
  return target instanceof Element ? target : null;
}

/**
 * The element an inline experience renders into: the place's target when it is found; null (a modal, with a
 * warning) when the place is a modal or the target is missing or not a valid selector.
 */
function inlineTarget(place: PlaceOptions, experience: Experience): Element | null {
  const target = place.inline ? resolveTarget(place.target) : null;
  if (place.inline && !target)
    console.warn(`[holdfast] inline target not found; showing the ${experience} as a modal`);
  return target;
}

/**
 * One React root per experience in its shadow root. It remembers the element that had focus when it
 * opened, to give focus back on close (WAI-ARIA APG modal dialog): the control itself when it is in another
 * of our experiences (a wall the cancel flow opened over), not that experience's host element.
 */
export function createExperienceRoot(experience: Experience, initialCss: string): ExperienceRoot {
  let css = initialCss;
  let current: { mount: Mount; root: Root; opener: Element | null } | null = null;
  return {
    render(node, place) {
      const target = inlineTarget(place, experience);
      const mounted = mount({ experience, css, nonce: place.nonce, target });
      if (current?.mount.host !== mounted.host) {
        current?.root.unmount();
        current = {
          mount: mounted,
          root: createRoot(mounted.container),
          opener: deepActiveElement(document),
        };
      }
      current.root.render(node(target !== null));
    },
    unmount() {
      if (!current) return;
      const { root, mount: mounted, opener } = current;
      current = null;
      root.unmount();
      mounted.remove();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    restyle(next) {
      css = next;
      current?.mount.setCss(next);
    },
    lost: () => !!current && !current.mount.host.isConnected,
  };
}
