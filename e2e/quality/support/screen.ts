/**
 * What a screen of the accessibility suite is (one entry of the tables in screens.ts, screens-walls.ts and
 * screens-managed.ts: how to put the page on it), and how a cancel-flow screen is opened.
 */

import type { BlueprintInput, Theme } from '../../../contract/schemas/index.ts';
import type { FaultRuleInput } from '../../../mocks/backend/faults.ts';
import { withBrandColor, withTheme } from './blueprints.ts';
import type { HostInit, HostPage, QualityHarness } from './harness.ts';
import { settled, waitForText } from './widget.ts';

/** The four embeddable elements (spec §1). */
export type ExperienceName = 'cancel-flow' | 'pause-wall' | 'failed-payment-wall' | 'managed-flow';

export interface ScreenContext {
  harness: QualityHarness;
  host: HostPage;
  theme: Theme;
  /** A brand colour to serve instead of the blueprint's own. */
  color?: string;
}

export interface Screen {
  experience: ExperienceName;
  name: string;
  /** Leaves work in flight (a held request): needs a page of its own, never reused afterwards. */
  fresh?: boolean;
  /** A modal dialog (focus trap, Escape, focus return); false for inline presentation. Default true. */
  modal?: boolean;
  /** Resets the backend, opens the experience and drives it to this screen. */
  open(ctx: ScreenContext): Promise<void>;
}

/** How a cancel-flow screen is reached. */
export interface CancelFlowScreenSpec {
  name: string;
  /** The blueprint served first (the theme and colour of the context are applied to it). */
  blueprint: (now: Date) => BlueprintInput;
  init?: HostInit;
  /** More of the mock app (branding, plans...), merged into the default app. */
  load?: Record<string, unknown>;
  faults?: FaultRuleInput[];
  /** What the customer does after the widget opens. */
  reach?: (host: HostPage) => Promise<void>;
  /** Text on display once the screen is reached. */
  ready: string | RegExp;
  fresh?: boolean;
  /** Lite mode: the blueprint is also served by embed-lite. */
  lite?: boolean;
}

/** A screen of the cancel flow, opened through the host's button (holdfast.show()). */
export function cancelFlowScreen(spec: CancelFlowScreenSpec): Screen {
  return {
    experience: 'cancel-flow',
    name: spec.name,
    ...(spec.fresh ? { fresh: true } : {}),
    modal: !spec.init?.inline,
    open: async ({ harness, host, theme, color }) => {
      harness.resetBackend();
      let blueprint = withTheme(spec.blueprint(harness.now), theme);
      if (color) blueprint = withBrandColor(blueprint, color);
      harness.mock.backend.load({ ...spec.load, blueprint });
      if (spec.lite) harness.mock.backend.load({ liteBlueprint: blueprint });
      if (spec.faults) harness.mock.backend.faults.add(spec.faults);
      await host.clear();
      await host.open(spec.init);
      await spec.reach?.(host);
      await waitForText(host.page, spec.ready);
      await settled(host);
    },
  };
}
