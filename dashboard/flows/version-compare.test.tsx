import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { ApiFailure } from '../api/client.ts';
import { COMPARE_MESSAGES, VersionCompare } from './version-compare.tsx';

// axe over the page takes seconds on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const V1: BlueprintInput = {
  _id: 'bp',
  steps: [
    { guid: 's', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Too expensive' }] } },
    { guid: 'x', stepType: 'CONFIRM' },
  ],
};
const V2: BlueprintInput = {
  ...V1,
  steps: [
    { guid: 's', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: '<b>Costs</b> too much' }] } },
    { guid: 'f', stepType: 'FREEFORM' },
    { guid: 'x', stepType: 'CONFIRM' },
  ],
};
const BLUEPRINTS = [V1, V2, V1];
const VERSIONS = [3, 2, 1].map((version) => ({
  version,
  createdAt: '2026-11-25T10:00:00.000Z',
  current: version === 3,
}));

function renderCompare(load = vi.fn(async (version: number) => BLUEPRINTS[version - 1] ?? V1)) {
  const view = render(<VersionCompare versions={VERSIONS} load={load} />);
  return { ...view, load, user: userEvent.setup() };
}

/** The changes a list shows, as text. */
function changesIn(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('comparing two versions', () => {
  it('compares the live version with the one before unless told otherwise, as a list of text', async () => {
    const { user, load, container } = renderCompare();
    expect(screen.getByRole('combobox', { name: 'From version' })).toHaveProperty('value', '2');
    expect(screen.getByRole('combobox', { name: 'To version' })).toHaveProperty('value', '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'From version' }), 'Version 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To version' }), 'Version 2');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const list = await screen.findByRole('list', { name: 'Changes from version 1 to version 2' });
    expect(changesIn(list)).toEqual([
      'Step 1: Survey: choice “Too expensive” → “<b>Costs</b> too much”.',
      'Added Step 2: Free-text feedback.',
    ]);
    expect(list.querySelector('b')).toBeNull();
    expect(load.mock.calls.map(([version]) => version).sort()).toEqual([1, 2]);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('numbers the steps in the order customers meet them, which links may make another than the stored one', async () => {
    const survey = (next: string): StepInput => ({
      guid: 's',
      stepType: 'SURVEY',
      defaultNextStep: next,
      survey: { choices: [{ guid: 'c', value: 'Too expensive' }] },
    });
    const rest: StepInput[] = [
      { guid: 'f', stepType: 'FREEFORM', defaultNextStep: 'x' },
      { guid: 'x', stepType: 'CONFIRM' },
    ];
    const before: BlueprintInput = { _id: 'bp', steps: [survey('f'), ...rest] };
    // The offer is stored last but linked in second: customers see it after the survey.
    const offer: StepInput = {
      guid: 'o',
      stepType: 'OFFER',
      defaultNextStep: 'f',
      offer: { guid: 'offer_pause', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
    };
    const after: BlueprintInput = { _id: 'bp', steps: [survey('o'), ...rest, offer] };
    const { user } = renderCompare(vi.fn(async (version: number) => (version === 3 ? after : before)));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const list = await screen.findByRole('list', { name: 'Changes from version 2 to version 3' });
    expect(changesIn(list)).toEqual([
      'Step 1: Survey: Next leads to Step 2: Offer (was Step 3: Free-text feedback).',
      'Added Step 2: Offer.',
    ]);
  });

  it('says when nothing changed, and asks for two different versions', async () => {
    const { user, load } = renderCompare();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From version' }), 'Version 1');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText(COMPARE_MESSAGES.none)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'To version' }), 'Version 1');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert').textContent).toBe(COMPARE_MESSAGES.same);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s refusal as an alert', async () => {
    const { user } = renderCompare(
      vi.fn(async () => Promise.reject(new ApiFailure(404, 'The flow has no such version.'))),
    );
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The flow has no such version.');
  });

  it('is not offered while the flow has one version', () => {
    render(<VersionCompare versions={VERSIONS.slice(2)} load={async () => V1} />);
    expect(screen.queryByRole('region', { name: 'Compare versions' })).toBeNull();
  });
});
