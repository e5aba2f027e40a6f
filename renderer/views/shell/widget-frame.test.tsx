import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Widget } from './widget-frame.testing.tsx';
import { WidgetFrame } from './widget-frame.tsx';

describe('WidgetFrame: the dialog', () => {
  it('is a dialog named by the step header', () => {
    render(<Widget />);
    expect(screen.getByRole('dialog', { name: 'Why are you leaving?' })).toBeTruthy();
  });

  it('is aria-modal with a backdrop when modal', () => {
    const { container } = render(<Widget presentation="modal" />);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(container.querySelector('.hf-backdrop')).not.toBeNull();
  });

  it('inline: no aria-modal, no backdrop and no close button (spec §2: close hidden when inline)', () => {
    const { container } = render(<Widget presentation="inline" />);
    expect(screen.getByRole('dialog').hasAttribute('aria-modal')).toBe(false);
    expect(container.querySelector('.hf-backdrop')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('WidgetFrame: focus', () => {
  it('moves focus into the dialog on open when modal', () => {
    render(<Widget />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('leaves focus where it was when inline', () => {
    render(<Widget presentation="inline" />);
    expect(document.activeElement).toBe(document.body);
  });

  it('Tab from the last control cycles to the first', async () => {
    const user = userEvent.setup();
    render(<Widget />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('Shift+Tab from the first control cycles to the last', async () => {
    const user = userEvent.setup();
    render(<Widget />);
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('Shift+Tab from the dialog itself goes to the last control, not out of the widget', async () => {
    const user = userEvent.setup();
    render(<Widget />);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('Tab moves forward normally between the ends', async () => {
    const user = userEvent.setup();
    render(<Widget />);
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
  });

  it('does not trap Tab when inline', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Widget presentation="inline" />
        <button type="button">After the widget</button>
      </>,
    );
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the widget' }));
  });

  it('sends focus back in when something outside the modal gains it (e.g. Tab out of an embedded player)', () => {
    render(
      <>
        <button type="button">On the host page</button>
        <Widget />
      </>,
    );
    screen.getByRole('button', { name: 'On the host page' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('leaves focus on the host page alone when inline', () => {
    render(
      <>
        <button type="button">On the host page</button>
        <Widget presentation="inline" />
      </>,
    );
    screen.getByRole('button', { name: 'On the host page' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'On the host page' }));
  });

  it('refocuses the dialog when the step changes and the focused control went away', () => {
    const { rerender } = render(<Widget stepKey="one" />);
    screen.getByRole('button', { name: 'Next' }).focus();
    rerender(<Widget stepKey="two" />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('shows a new step from its top, wherever the last one was scrolled to', () => {
    const { rerender } = render(<Widget stepKey="one" />);
    const dialog = screen.getByRole('dialog');
    dialog.scrollTop = 120;
    rerender(<Widget stepKey="one" />);
    expect(dialog.scrollTop).toBe(120);
    rerender(<Widget stepKey="two" />);
    expect(dialog.scrollTop).toBe(0);
  });

  it('traps focus inside a shadow root, reading the shadow root’s active element', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const user = userEvent.setup();
    render(<Widget />, { container: mount });
    const view = within(mount);
    const next = view.getByRole('button', { name: 'Next' });
    next.focus();
    expect(shadow.activeElement).toBe(next);
    await user.tab();
    expect(shadow.activeElement).toBe(view.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(shadow.activeElement).toBe(next);
    // Between the ends Tab is left alone: with document.activeElement (the host) it would jump to the start.
    // (user-event cannot move focus naturally inside a shadow root, so the key is dispatched directly.)
    const back = view.getByRole('button', { name: 'Back' });
    back.focus();
    const notPrevented = fireEvent.keyDown(back, { key: 'Tab', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(shadow.activeElement).toBe(back);
    host.remove();
  });

  it('two modals open at once (a wall, the cancel flow over it) leave each other focus: no tug of war', () => {
    const shadows = ['holdfast-pause-wall', 'holdfast-cancel-flow'].map((id) => {
      const host = document.createElement('div');
      host.id = id;
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const mount = document.createElement('div');
      shadow.append(mount);
      render(<Widget />, { container: mount });
      return shadow;
    });
    const [wall, flow] = shadows.map((shadow) => within(shadow.querySelector('div') as HTMLElement));
    // Each trap used to send focus back into its own dialog, round and round until the stack overflowed.
    const next = flow?.getByRole('button', { name: 'Next' });
    next?.focus();
    expect(shadows[1]?.activeElement).toBe(next);
    const back = wall?.getByRole('button', { name: 'Back' });
    back?.focus();
    expect(shadows[0]?.activeElement).toBe(back);
    // The host page is still outside both: focus goes back in.
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(document.activeElement).not.toBe(outside);
    for (const shadow of shadows) shadow.host.remove();
    outside.remove();
  });
});

describe('WidgetFrame: live region', () => {
  it('carries the announcement politely', () => {
    const { rerender, container } = render(<Widget announcement="" />);
    rerender(<Widget announcement="Offer accepted" />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('Offer accepted');
  });
});

describe('WidgetFrame: themes and brand colours', () => {
  function rootOf(container: HTMLElement): HTMLElement {
    const root = container.querySelector<HTMLElement>('.hf-root');
    if (!root) throw new Error('no frame root');
    return root;
  }

  it('sets the brand colours and a readable contrast colour as custom properties', () => {
    const { container } = render(
      <Widget colors={{ primary: '#f5c542', secondary: '#111111', accent: '#ff0000' }} />,
    );
    const style = rootOf(container).style;
    expect(style.getPropertyValue('--hf-primary')).toBe('#f5c542');
    expect(style.getPropertyValue('--hf-primary-contrast')).toBe('#000');
    expect(style.getPropertyValue('--hf-secondary')).toBe('#111111');
    expect(style.getPropertyValue('--hf-accent')).toBe('#ff0000');
  });

  it('falls back to the default brand colour #3c5ccf when the primary is empty', () => {
    const { container } = render(<Widget colors={{ primary: '' }} />);
    expect(rootOf(container).style.getPropertyValue('--hf-primary')).toBe('#3c5ccf');
    expect(rootOf(container).style.getPropertyValue('--hf-primary-contrast')).toBe('#fff');
  });

  it('transitions 300 ms in theme-v2 and 0 ms in the default theme (spec §9)', () => {
    const v2 = render(<Widget theme="theme-v2" />);
    expect(rootOf(v2.container).style.getPropertyValue('--hf-transition')).toBe('300ms');
    v2.unmount();
    const plain = render(<Widget theme="default" />);
    expect(rootOf(plain.container).style.getPropertyValue('--hf-transition')).toBe('0ms');
  });

  it('takes an explicit transition length', () => {
    const { container } = render(<Widget theme="theme-v2" transitionMs={120} />);
    expect(rootOf(container).style.getPropertyValue('--hf-transition')).toBe('120ms');
  });

  it('shows the side panel only in theme-v2', () => {
    const aside = <p>Side panel</p>;
    const v2 = render(<Widget theme="theme-v2" aside={aside} />);
    expect(screen.getByText('Side panel')).toBeTruthy();
    expect(rootOf(v2.container).classList.contains('hf-theme-v2')).toBe(true);
    v2.unmount();
    render(<Widget theme="default" aside={aside} />);
    expect(screen.queryByText('Side panel')).toBeNull();
  });
});

describe('WidgetFrame: a dialog with nothing focusable', () => {
  it('keeps Tab on the dialog', async () => {
    const user = userEvent.setup();
    render(
      <WidgetFrame
        presentation="modal"
        closable
        onClose={() => {}}
        labelledBy="t"
        theme="default"
        colors={{ primary: '#3c5ccf' }}
        announcement=""
      >
        <h2 id="t">Loading</h2>
      </WidgetFrame>,
    );
    await act(async () => {
      await user.tab();
    });
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });
});
