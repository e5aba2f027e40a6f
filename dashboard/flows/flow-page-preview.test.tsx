/** The flow page mounts the live preview beside the form and feeds it the form's draft as it is edited. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { FlowAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { PREVIEW_READY, type PreviewRender } from '../preview/preview-messages.ts';
import { FlowPage } from './flow-page.tsx';
import type { FlowsClient } from './flows-client.ts';

vi.setConfig({ testTimeout: 20_000 });

const PUBLISHED: BlueprintInput = {
  _id: 'bp_main',
  steps: [
    {
      guid: 's',
      stepType: 'SURVEY',
      header: 'Why go?',
      survey: { choices: [{ guid: 'c', value: 'Too expensive' }] },
    },
    { guid: 'x', stepType: 'CONFIRM' },
  ],
};

function readOnlyFlows(): FlowsClient {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    flows: never,
    flow: async (): Promise<FlowAnswer> => ({
      flowId: 'bp_main',
      lite: false,
      currentVersion: 1,
      published: PUBLISHED,
      draft: null,
      catalog: { coupons: [], plans: [] },
    }),
    saveDraft: never,
    publish: never,
    rollback: never,
    discardDraft: never,
    version: never,
    versions: async () => ({ versions: [] }),
    audit: async () => ({ entries: [] }),
  };
}

it('draws the form’s draft beside it, and each edit once the author pauses', async () => {
  const user = userEvent.setup();
  render(<FlowPage flows={readOnlyFlows()} appId="app" flowId="bp_main" teamRole="member" />);
  const preview = await screen.findByRole('region', { name: 'Preview' });
  const inside = (within(preview).getByTitle('Preview of the draft') as HTMLIFrameElement).contentWindow;
  if (!inside) throw new Error('the frame has no window');
  const posted = vi.spyOn(inside, 'postMessage').mockImplementation(() => {});
  const header = () =>
    (posted.mock.calls.at(-1)?.[0] as PreviewRender | undefined)?.blueprint.steps[0]?.header;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: PREVIEW_READY },
        origin: window.location.origin,
        source: inside,
      }),
    );
  });
  await waitFor(() => expect(header()).toBe('Why go?'));

  const form = screen.getByRole('group', { name: 'Step 1: Survey' });
  await user.clear(within(form).getByLabelText('Header'));
  await user.type(within(form).getByLabelText('Header'), 'Leaving?');
  await waitFor(() => expect(header()).toBe('Leaving?'));
});
