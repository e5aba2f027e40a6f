/**
 * How the playground opens and closes each embeddable element (spec §1), one row per experience so the
 * compiler demands all four.
 */

import { FIXTURE_GRACE_PERIOD_DAYS } from '../fixtures/catalog/failed-invoices.ts';
import type { Experience } from '../renderer/embed/mount.ts';
import type { ManagedFlowOptions } from '../renderer/state/managed-flow/options.ts';
import { createFakeStripe } from '../renderer/views/walls/fake-stripe.testing.ts';
import type { PlaygroundWidget } from './widget.ts';

export interface ExperienceEntry {
  label: string;
  /** Whether `init` runs first with the signed customer; the managed flow signs the customer in itself. */
  initFirst: boolean;
  /** Opens it; the walls are forced so the 24-hour skip cache (spec §4) never hides them here. */
  show(widget: PlaygroundWidget, managedFlowOptions: ManagedFlowOptions): Promise<unknown>;
  hide(widget: PlaygroundWidget): Promise<unknown>;
}

export const experienceEntries = {
  'cancel-flow': {
    label: 'Cancel flow',
    initFirst: true,
    show: (widget) => widget.show(),
    hide: (widget) => widget.hide(),
  },
  'pause-wall': {
    label: 'Pause wall',
    initFirst: true,
    show: (widget) => widget.check('pause', { force: true }),
    hide: (widget) => widget.hidePauseWall(),
  },
  'failed-payment-wall': {
    label: 'Failed-payment wall',
    initFirst: true,
    // Stripe.js cannot load here: the fake takes its place through the wall's `stripe` option. The fixtures'
    // grace period makes past-due-in-grace a wall the customer may leave.
    show: (widget) =>
      widget.check('failed-payment', {
        force: true,
        stripe: createFakeStripe({ showHint: true }),
        gracePeriodDays: FIXTURE_GRACE_PERIOD_DAYS,
      }),
    hide: (widget) => widget.hideFailedPaymentWall(),
  },
  'managed-flow': {
    label: 'Managed flow',
    initFirst: false,
    show: (widget, options) => widget.managedFlow('show', options),
    // Once verified, the managed flow has become the cancel flow: hiding the experience hides both.
    hide: async (widget) => {
      await widget.hideManagedFlow();
      return widget.hide();
    },
  },
} satisfies Record<Experience, ExperienceEntry>;

/**
 * Remembers which experiences the playground opened, so a new setting closes exactly those (calling hide
 * on something never shown would only make noise).
 */
export interface ExperienceTracker {
  show(
    widget: PlaygroundWidget,
    experience: Experience,
    managedFlowOptions: ManagedFlowOptions,
  ): Promise<unknown>;
  hide(widget: PlaygroundWidget, experience: Experience): Promise<unknown>;
  /** Hides every experience opened since the last call. */
  hideOpened(widget: PlaygroundWidget): Promise<void>;
}

/** A fresh tracker: nothing opened yet. */
export function createExperienceTracker(): ExperienceTracker {
  const opened = new Set<Experience>();
  return {
    show(widget, experience, managedFlowOptions) {
      opened.add(experience);
      return experienceEntries[experience].show(widget, managedFlowOptions);
    },
    hide(widget, experience) {
      opened.delete(experience);
      return experienceEntries[experience].hide(widget);
    },
    async hideOpened(widget) {
      const open = [...opened];
      opened.clear();
      for (const experience of open) await experienceEntries[experience].hide(widget);
    },
  };
}
