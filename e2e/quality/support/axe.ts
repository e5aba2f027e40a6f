/**
 * axe-core in the page: injected from node_modules (the page's CSP is ours), run over the whole document,
 * shadow roots included, with the WCAG 2.0–2.2 A/AA rule tags the issue names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/** The rule sets every screen must pass with zero violations. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One violation, short enough to read in a failure message. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe on the page, or on one frame's document (injecting it first when needed); `rules` narrows it to some
 * rule ids.
 */
export async function runAxe(page: Page | Frame, rules?: readonly string[]): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: a page's Content-Security-Policy (the dashboard's) refuses inline
  // scripts, and the audit must not need the page to allow them.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(`${readFileSync(AXE_SOURCE, 'utf8')}\n;void 0`);
  return page.evaluate(
    async ({ tags, only }) => {
      const axe = Reflect.get(window, 'axe');
      const runOnly = only ? { type: 'rule', values: only } : { type: 'tag', values: tags };
      const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
      return result.violations.map(
        (violation: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown; failureSummary?: string }[];
        }) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map(
            (node) => `${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
          ),
        }),
      );
    },
    { tags: [...AXE_TAGS], only: rules ? [...rules] : null },
  );
}
