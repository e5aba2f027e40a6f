/** The Flows list: a link to each flow, and when the widget shows it. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFlows } from './fake-flows.testing.ts';
import { FlowsPage } from './flows-page.tsx';

describe('the flows list', () => {
  it('lists the flows with a link to each, saying which one the widget shows by default', async () => {
    render(<FlowsPage flows={fakeFlows()} appId="app" />);
    expect((await screen.findByRole('link', { name: 'Main flow' })).getAttribute('href')).toBe(
      '#/flows/bp_main',
    );
    expect(screen.getByRole('row', { name: /Main flow/ }).textContent).toContain('By default');
  });
});
