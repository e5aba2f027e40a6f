/**
 * Two of our modals open at once (a wall, and the cancel flow a host opened over it, e.g. from the wall's cancel
 * handler), each in its own shadow root as mounted: the one on top holds focus, whatever the one beneath does.
 */
import { render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Widget } from './widget-frame.testing.tsx';

/** A shadow root on the body, as embed/mount.ts makes one per experience, with a container to render into. */
function shadowContainer(id: string): { shadow: ShadowRoot; container: HTMLElement } {
  const host = document.createElement('div');
  host.id = id;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { shadow, container };
}

afterEach(() => {
  for (const host of document.body.querySelectorAll('[id^="holdfast-"]')) host.remove();
});

describe('WidgetFrame: two modals open at once', () => {
  it('a new step of the modal beneath (its state moved) leaves focus in the one on top', () => {
    const wall = shadowContainer('holdfast-pause-wall');
    const wallView = render(<Widget stepKey="PAUSE_WALL" />, { container: wall.container });
    const flow = shadowContainer('holdfast-cancel-flow');
    render(<Widget stepKey="survey" />, { container: flow.container });
    const next = within(flow.container).getByRole('button', { name: 'Next' });
    next.focus();
    wallView.rerender(<Widget stepKey="CANCELED" />);
    expect(flow.shadow.activeElement).toBe(next);
    expect(wall.shadow.activeElement).toBeNull();
  });

  it('a modal opened over another takes focus in, from the one beneath', () => {
    const flow = shadowContainer('holdfast-cancel-flow');
    render(<Widget stepKey="survey" />, { container: flow.container });
    within(flow.container).getByRole('button', { name: 'Next' }).focus();
    const wall = shadowContainer('holdfast-pause-wall');
    render(<Widget stepKey="PAUSE_WALL" />, { container: wall.container });
    expect(wall.shadow.activeElement).toBe(within(wall.container).getByRole('dialog'));
  });

  it('a new step with focus nowhere (its control gone) brings focus back into the dialog', () => {
    const wall = shadowContainer('holdfast-pause-wall');
    const wallView = render(<Widget stepKey="PAUSE_WALL" />, { container: wall.container });
    within(wall.container).getByRole('dialog').blur();
    expect(wall.shadow.activeElement).toBeNull();
    wallView.rerender(<Widget stepKey="RESUMED" />);
    expect(wall.shadow.activeElement).toBe(within(wall.container).getByRole('dialog'));
  });
});
