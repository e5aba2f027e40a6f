/**
 * A business writing its texts in Hebrew (or Arabic) in a widget whose own languages and layout run left to
 * right: in the built widget in Chromium, each such text runs right to left from the right edge, with its
 * punctuation at its end, as dir="auto" shows it (base.css, unicode-bidi: plaintext), in both themes; the
 * widget's own texts around them stay left to right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../contract/schemas/index.ts';
import {
  fixtureBlueprint,
  onlySteps,
  RIGHT_TO_LEFT_TEXTS,
  withRightToLeftTexts,
} from './support/blueprints.ts';
import { type QualityHarness, startHarness } from './support/harness.ts';
import { directionProblems, reflowProblems } from './support/layout.ts';
import { cancelFlowScreen } from './support/screen.ts';

let harness: QualityHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const rightToLeft =
  (...kinds: string[]) =>
  (now: Date) =>
    withRightToLeftTexts(onlySteps(fixtureBlueprint('full-flow', now), ...kinds));

const SCREENS = [
  // The header, the description and six choices.
  { name: 'survey', kinds: ['SURVEY'], texts: 8 },
  // The header and the description, beside the widget's English button texts.
  { name: 'discount offer', kinds: ['DISCOUNT'], texts: 2 },
];

describe('right-to-left owner texts run right to left in a left-to-right widget', () => {
  for (const theme of THEMES) {
    for (const screen of SCREENS) {
      it(`${screen.name} (${theme})`, async () => {
        const host = await harness.openHost();
        try {
          await cancelFlowScreen({
            name: screen.name,
            blueprint: rightToLeft(...screen.kinds),
            ready: RIGHT_TO_LEFT_TEXTS.header,
          }).open({ harness, host, theme });
          const check = await directionProblems(host.page);
          expect(check.problems).toEqual([]);
          expect(check.rightToLeft).toBeGreaterThanOrEqual(screen.texts);
          // The widget's own texts (its buttons) are English, and stay left to right beside them.
          expect(check.leftToRight).toBeGreaterThan(0);
          expect(await reflowProblems(host.page)).toEqual([]);
        } finally {
          await host.close();
        }
      });
    }
  }
});
