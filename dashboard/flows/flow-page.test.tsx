import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../api/client.ts';
import { fakeFlows, withChoice } from './fake-flows.testing.ts';
import { EDITOR_MESSAGES } from './flow-editor.tsx';
import { FLOW_PAGE_TEXTS, FlowPage, flowTitle } from './flow-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** The answers to the page's questions (window.confirm), in order; yes once they run out. */
let answers: boolean[] = [];
const asked: string[] = [];
beforeEach(() => {
  answers = [];
  asked.length = 0;
  vi.spyOn(window, 'confirm').mockImplementation((message) => {
    asked.push(String(message));
    return answers.shift() ?? true;
  });
});

/** The flow page as an owner opens it, once its form is in: `text` is choice 1's text field. */
async function openOwnersPage() {
  const flows = fakeFlows();
  const user = userEvent.setup();
  render(<FlowPage flows={flows} appId="app" flowId="bp_main" teamRole="owner" />);
  const text = await screen.findByLabelText('Text of choice 1');
  return { flows, user, text };
}

/** The owner's page with choice 1's text changed to “Costs too much” and Publish pressed. */
async function publishCostsTooMuch() {
  const page = await openOwnersPage();
  await page.user.clear(page.text);
  await page.user.paste('Costs too much');
  await page.user.click(screen.getByRole('button', { name: 'Publish' }));
  return page;
}

describe('the flow page', () => {
  it('saves the form, publishes it, and shows the new version and who published it', async () => {
    const { flows } = await publishCostsTooMuch();
    expect(await screen.findByText(EDITOR_MESSAGES.published(2))).toBeTruthy();
    expect(flows.saveDraft).toHaveBeenCalledBefore(vi.mocked(flows.publish));
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(await within(versions).findByText('2 (live)')).toBeTruthy();
    const audit = screen.getByRole('region', { name: 'Audit log' });
    expect(within(audit).getByText(/Published version 2/)).toBeTruthy();
    expect(within(audit).getByText(/Saved the draft/)).toBeTruthy();
  });

  it('is headed by the flow’s name with its id, the id alone without a name', async () => {
    render(<FlowPage flows={fakeFlows()} appId="app" flowId="bp_main" teamRole="member" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flow “Main flow” (bp_main)' })).toBeTruthy();
    expect(flowTitle('bp_x', '  ')).toBe('Flow bp_x');
    expect(flowTitle('bp_x', undefined)).toBe('Flow bp_x');
  });

  it('saves from what the form was loaded from, then from its own last save and publish', async () => {
    const { flows, user, text } = await openOwnersPage();
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(EDITOR_MESSAGES.saved);
    await user.type(text, '?');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(EDITOR_MESSAGES.published(2))).toBeTruthy();
    await user.type(text, '.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(EDITOR_MESSAGES.saved);
    expect(vi.mocked(flows.saveDraft).mock.calls.map((call) => call[3])).toEqual([
      { version: 1, draftSavedAt: null },
      { version: 1, draftSavedAt: '2026-11-25T10:00:00.000Z' },
      { version: 2, draftSavedAt: null },
    ]);
  });

  it('rolls back and restarts the form from the version now live', async () => {
    const { flows, user } = await publishCostsTooMuch();
    await user.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));
    expect(flows.rollback).toHaveBeenCalledWith('app', 'bp_main', 1);
    expect(await screen.findByText('3 (live)')).toBeTruthy();
    expect(((await screen.findByLabelText('Text of choice 1')) as HTMLInputElement).value).toBe(
      'Too expensive',
    );
    // The form now starts from version 3: a save is not refused as overtaken by the rollback.
    await user.type(await screen.findByLabelText('Text of choice 1'), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(EDITOR_MESSAGES.saved);
    expect(vi.mocked(flows.saveDraft).mock.lastCall?.[3]).toEqual({ version: 3, draftSavedAt: null });
  });

  it('compares the version it published with the one before, fetching both', async () => {
    const { flows, user } = await publishCostsTooMuch();
    expect(await screen.findByText(EDITOR_MESSAGES.published(2))).toBeTruthy();
    const compare = await screen.findByRole('region', { name: 'Compare versions' });
    await user.click(within(compare).getByRole('button', { name: 'Compare' }));
    expect(flows.version).toHaveBeenCalledWith('app', 'bp_main', 1);
    expect(flows.version).toHaveBeenCalledWith('app', 'bp_main', 2);
    const changes = await within(compare).findByRole('list', { name: 'Changes from version 1 to version 2' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step 1: Survey: choice “Too expensive” → “Costs too much”.']);
  });

  it('keeps the versions, the audit log and an open comparison in view while they reload after an act', async () => {
    const { flows, user, text } = await publishCostsTooMuch();
    const compare = await screen.findByRole('region', { name: 'Compare versions' });
    await user.click(within(compare).getByRole('button', { name: 'Compare' }));
    const changes = 'Changes from version 1 to version 2';
    await within(compare).findByRole('list', { name: changes });

    // The history's reload after the next save waits until let go.
    let letGo = () => {};
    const versions = flows.versions;
    flows.versions = (...args) =>
      new Promise((resolve) => {
        letGo = () => resolve(versions(...args));
      });
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(EDITOR_MESSAGES.saved);
    expect(screen.getByRole('region', { name: 'Versions' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Audit log' })).toBeTruthy();
    letGo();
    const audit = screen.getByRole('region', { name: 'Audit log' });
    await waitFor(() => expect(within(audit).getAllByText(/Saved the draft/)).toHaveLength(2));
    expect(screen.getByRole('list', { name: changes })).toBeTruthy();
  });

  it('offers members no publish and no rollback', async () => {
    render(<FlowPage flows={fakeFlows()} appId="app" flowId="bp_main" teamRole="member" />);
    expect(await screen.findByText(EDITOR_MESSAGES.ownersPublish)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    await screen.findByRole('region', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('asks before publishing, saying which version goes live, and publishes nothing when told no', async () => {
    const { flows, user, text } = await openOwnersPage();
    await user.type(text, '!');
    answers = [false];
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(asked).toEqual([FLOW_PAGE_TEXTS.publishQuestion(1)]);
    expect(flows.publish).not.toHaveBeenCalled();
    expect(flows.saveDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(EDITOR_MESSAGES.published(2))).toBeTruthy();
    // The next publish names the version after the one this page published.
    await user.type(screen.getByLabelText('Text of choice 1'), '?');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(asked.at(-1)).toBe(FLOW_PAGE_TEXTS.publishQuestion(2));
  });

  it('asks before rolling back, warning of a waiting draft, and rolls back nothing when told no', async () => {
    const { flows, user, text } = await openOwnersPage();
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(EDITOR_MESSAGES.published(2));
    await user.type(screen.getByLabelText('Text of choice 1'), '?');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(EDITOR_MESSAGES.saved);
    answers = [false];
    await user.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));
    expect(asked.at(-1)).toBe(FLOW_PAGE_TEXTS.rollbackQuestion(1, 2, true));
    expect(asked.at(-1)).toContain('publishing it would undo the rollback');
    expect(flows.rollback).not.toHaveBeenCalled();
  });

  it('discards the waiting draft after asking, and the form starts again from the live version', async () => {
    const flows = fakeFlows();
    const user = userEvent.setup();
    await flows.saveDraft('app', 'bp_main', withChoice('Costs too much'));
    render(<FlowPage flows={flows} appId="app" flowId="bp_main" teamRole="member" />);
    const text = (await screen.findByLabelText('Text of choice 1')) as HTMLInputElement;
    expect(text.value).toBe('Costs too much');
    expect(screen.getByText(/Editing the draft saved by Olive Owner; version 1 is live/)).toBeTruthy();
    answers = [false];
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(asked).toEqual([FLOW_PAGE_TEXTS.discardQuestion('Olive Owner', 1)]);
    expect(flows.discardDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(flows.discardDraft).toHaveBeenCalledWith('app', 'bp_main', '2026-11-25T10:00:00.000Z');
    await screen.findByText(FLOW_PAGE_TEXTS.discarded);
    await screen.findByText('Editing a copy of version 1, which is live.');
    expect(((await screen.findByLabelText('Text of choice 1')) as HTMLInputElement).value).toBe(
      'Too expensive',
    );
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    const audit = screen.getByRole('region', { name: 'Audit log' });
    expect(await within(audit).findByText(/Discarded the draft/)).toBeTruthy();
  });

  it('keeps a draft saved since by another author, saying so, and shows it', async () => {
    const { flows, user, text } = await openOwnersPage();
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(EDITOR_MESSAGES.saved);
    expect(screen.getByText(/Editing the draft saved by you; version 1 is live/)).toBeTruthy();
    // Another author saves over it; the server then keeps theirs.
    await flows.saveDraft('app', 'bp_main', withChoice('Their words'));
    const refusal = 'The draft was not discarded: Olive Owner saved it again at …, and that draft is kept.';
    vi.mocked(flows.discardDraft).mockRejectedValueOnce(new ApiFailure(409, refusal));
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await screen.findByText(/Editing the draft saved by Olive Owner; version 1 is live/);
    expect(((await screen.findByLabelText('Text of choice 1')) as HTMLInputElement).value).toBe(
      'Their words',
    );
    expect(screen.getByRole('alert').textContent).toBe(refusal);
  });
});
