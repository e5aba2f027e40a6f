/** The Flows list: a link to each flow, and when the widget shows it — each default saying which it is. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlowsAnswer } from '../../contract/dashboard-flows-api.ts';
import { fakeFlows } from './fake-flows.testing.ts';
import { FlowsPage } from './flows-page.tsx';
import { SHOWN_LABELS } from './shown-label.ts';

type Listed = FlowsAnswer['flows'][number];

function listed(flowId: string, name: string, lite: boolean, servedByDefault: boolean): Listed {
  return { flowId, name, lite, currentVersion: 1, draftSavedAt: null, servedByDefault };
}

/** The Flows page over these flows (the rest of the editor's API as the flow page's tests keep it). */
function renderList(flows: Listed[]) {
  render(<FlowsPage flows={{ ...fakeFlows(), flows: async () => ({ flows }) }} appId="app" />);
}

/** The "Shown" cell of the row whose link is `name`. */
async function shownOf(name: string): Promise<string> {
  const link = await screen.findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`${name} is in no row`);
  const cells = within(row).getAllByRole('cell');
  return cells[1]?.textContent ?? '';
}

describe('the flows list', () => {
  it('links to each flow, saying which one the widget shows by default', async () => {
    render(<FlowsPage flows={fakeFlows()} appId="app" />);
    expect((await screen.findByRole('link', { name: 'Main flow' })).getAttribute('href')).toBe(
      '#/flows/bp_main',
    );
    expect(await shownOf('Main flow')).toBe(SHOWN_LABELS.cancelFlowAndLiteMode);
  });

  it('tells the default cancel flow from the default lite flow, and names the others’ flowId', async () => {
    renderList([
      listed('bp_main', 'Main flow', false, true),
      listed('bp_winback', 'Win-back', false, false),
      listed('bp_lite', 'Lite (insight)', true, true),
      listed('bp_lite_2', 'Short lite', true, false),
    ]);
    expect(await shownOf('Main flow')).toBe('By default (cancel flow)');
    expect(await shownOf('Lite (insight) (lite)')).toBe('By default (lite mode)');
    expect(await shownOf('Win-back')).toBe('With flowId bp_winback');
    expect(await shownOf('Short lite (lite)')).toBe('With flowId bp_lite_2');
    expect(screen.getAllByRole('cell', { name: /^By default/ })).toHaveLength(2);
  });

  it('says the default cancel flow also serves lite mode when the app has no lite flow', async () => {
    renderList([listed('bp_main', 'Main flow', false, true), listed('bp_other', 'Other', false, false)]);
    expect(await shownOf('Main flow')).toBe('By default (cancel flow and lite mode)');
  });
});
