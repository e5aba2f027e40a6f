import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { PREVIEW_READY, PREVIEW_RENDER, type PreviewRender } from '../preview/preview-messages.ts';
import { FlowPreview } from './flow-preview.tsx';

vi.setConfig({ testTimeout: 20_000 });

const DRAFT: BlueprintInput = {
  _id: 'bp_main',
  steps: [
    {
      guid: 's',
      stepType: 'SURVEY',
      header: 'Why go?',
      survey: { choices: [{ guid: 'c', value: 'Price' }] },
    },
    { guid: 'x', stepType: 'CONFIRM' },
  ],
};

function renderPreview(draft = DRAFT) {
  const view = render(<FlowPreview appId="app" flowId="bp_main" lite={false} draft={draft} />);
  const frame = screen.getByTitle('Preview of the draft') as HTMLIFrameElement;
  const inside = frame.contentWindow;
  if (!inside) throw new Error('the frame has no window');
  const posted = vi.spyOn(inside, 'postMessage').mockImplementation(() => {});
  const say = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: from.origin ?? window.location.origin,
          source: from.source === undefined ? inside : from.source,
        }),
      );
    });
  /** What the frame was last told to draw. */
  const last = () => posted.mock.calls.at(-1)?.[0] as PreviewRender | undefined;
  return { ...view, frame, posted, say, last };
}

describe('the live preview', () => {
  it('tells the frame what to draw once it says it is ready, to its own origin only', async () => {
    const { posted, say, last } = renderPreview();
    expect(posted).not.toHaveBeenCalled();
    await say({ type: PREVIEW_READY });
    await waitFor(() => expect(posted).toHaveBeenCalled());
    expect(posted.mock.calls[0]?.[1]).toBe(window.location.origin);
    expect(last()).toMatchObject({ type: PREVIEW_RENDER, appId: 'app', flowId: 'bp_main', lang: 'en' });
    expect(last()?.blueprint).toEqual(DRAFT);
  });

  it('listens to no other origin and no other window', async () => {
    const { posted, say } = renderPreview();
    await say({ type: PREVIEW_READY }, { origin: 'https://evil.example' });
    await say({ type: PREVIEW_READY }, { source: window });
    await say({ type: 'something else' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).not.toHaveBeenCalled();
  });

  it('draws an edit once the author pauses', async () => {
    const { posted, say, last, rerender } = renderPreview();
    await say({ type: PREVIEW_READY });
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    const edited = (header: string): BlueprintInput => ({
      ...DRAFT,
      steps: [{ ...DRAFT.steps[0], header } as BlueprintInput['steps'][number], ...DRAFT.steps.slice(1)],
    });
    rerender(<FlowPreview appId="app" flowId="bp_main" lite={false} draft={edited('Why')} />);
    rerender(<FlowPreview appId="app" flowId="bp_main" lite={false} draft={edited('Why leave us?')} />);
    expect(posted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(last()?.blueprint.steps[0]?.header).toBe('Why leave us?'));
    // The keystrokes in between were never drawn.
    expect(posted).toHaveBeenCalledTimes(2);
  });

  it('switches the start step, theme, language and phone width', async () => {
    const user = userEvent.setup();
    const { frame, posted, say, last } = renderPreview();
    await say({ type: PREVIEW_READY });
    await waitFor(() => expect(posted).toHaveBeenCalled());

    await user.selectOptions(screen.getByLabelText('Start at'), 'Step 2: Confirm cancellation');
    expect(last()?.blueprint.steps.map((step) => step.guid)).toEqual(['x']);
    await user.selectOptions(screen.getByLabelText('Theme'), 'Side panel (theme v2)');
    expect(last()?.blueprint.styles?.theme).toBe('theme-v2');
    await user.selectOptions(screen.getByLabelText('Language'), 'Deutsch');
    expect(last()?.lang).toBe('de');

    expect(frame.className).not.toMatch(/phone/);
    await user.click(screen.getByRole('checkbox', { name: 'Phone width' }));
    expect(frame.className).toMatch(/phone/);

    const before = posted.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Restart preview' }));
    expect(posted).toHaveBeenCalledTimes(before + 1);
    expect(last()).toMatchObject({ lang: 'de', blueprint: { steps: [{ guid: 'x' }] } });
  });
});
