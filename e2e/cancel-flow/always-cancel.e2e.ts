/**
 * A customer can always cancel (issue 17), on a plain host page that loads the built script tag against the
 * mock server: a blueprint whose steps loop, one whose steps come as a step map keyed by step (spec §3), a
 * survey without choices, and a customer whose past sessions hold a pause in DAY units (spec §4) each end in
 * the cancelled screen. The blueprint's problems reach the backend as issues and the console as warnings.
 */
import { describe, expect, it } from 'vitest';
import type { CustomerFixtureName } from '../../fixtures/index.ts';
import { fixtureBlueprint, onlySteps } from '../quality/support/blueprints.ts';
import type { HostPage } from '../quality/support/harness.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { afterBounceGuard, button, waitForText, widget } from '../quality/support/widget.ts';

const suite = harnessPerFile();

const SURVEY = {
  stepType: 'SURVEY',
  header: 'Why are you leaving?',
  survey: { choices: [{ guid: 'choice-price', value: 'It is too expensive' }] },
};
const FEEDBACK = { stepType: 'FREEFORM', header: 'Anything else we should know?' };
const CONFIRM = { stepType: 'CONFIRM', header: 'Confirm your cancellation' };

/** Serves `blueprint` (wire JSON, as a backend would send it) and opens the flow for `customer`. */
async function open(blueprint: object, customer: CustomerFixtureName = 'active-monthly'): Promise<HostPage> {
  suite.harness.mock.backend.load({ blueprint });
  const host = await suite.openHost();
  await host.open({ customer });
  return host;
}

async function next(page: HostPage, label = 'Next'): Promise<void> {
  await afterBounceGuard(page.page);
  await button(page.page, label).click();
}

/** The confirm step's button, then the cancelled screen; exactly one cancel reached the backend. */
async function confirmAndCancel(page: HostPage): Promise<void> {
  await waitForText(page.page, 'Confirm your cancellation');
  await next(page, 'Confirm and cancel');
  await waitForText(page.page, 'Your subscription has been cancelled');
  const cancels = suite.harness.mock.backend
    .requests()
    .filter((request) => request.path.endsWith('/stripe/cancel'));
  expect(cancels).toHaveLength(1);
}

function issues(name: string): Record<string, unknown>[] {
  return suite.harness.mock.backend
    .requests()
    .filter((request) => request.path === '/api/orgs/create-issue')
    .map((request) => request.body as { name: string; issueData: Record<string, unknown> })
    .filter((body) => body.name === name)
    .map((body) => body.issueData);
}

describe('a customer can always cancel, whatever the flow author configured', () => {
  it('steps that loop: the loop leads to the confirmation; the problem is filed and warned, naming the step', async () => {
    const page = await open({
      _id: 'bp_loop',
      steps: [
        { ...SURVEY, guid: 'loop-survey', defaultNextStep: 'loop-feedback' },
        { ...FEEDBACK, guid: 'loop-feedback', defaultNextStep: 'loop-survey' },
        { ...CONFIRM, guid: 'loop-confirm' },
      ],
    });
    await waitForText(page.page, 'Why are you leaving?');
    await expect
      .poll(() => issues('blueprint-problem'))
      .toEqual([expect.objectContaining({ blueprintId: 'bp_loop', code: 'CYCLE', step: 'loop-feedback' })]);
    expect(
      page.log.console.some((line) => line.startsWith('warning') && line.includes('loop-feedback')),
    ).toBe(true);
    await widget(page.page).getByRole('radio', { name: 'It is too expensive' }).check();
    await next(page);
    await waitForText(page.page, 'Anything else we should know?');
    await next(page);
    await confirmAndCancel(page);
  });

  it('steps sent as a step map keyed by step (spec §3): read in order, the customer cancels', async () => {
    const page = await open({
      _id: 'bp_step_map',
      steps: {
        'map-survey': { ...SURVEY, defaultNextStep: 'map-feedback' },
        'map-feedback': { ...FEEDBACK, defaultNextStep: 'map-confirm', defaultPreviousStep: 'map-survey' },
        'map-confirm': { ...CONFIRM, defaultPreviousStep: 'map-feedback' },
      },
    });
    await waitForText(page.page, 'Why are you leaving?');
    await widget(page.page).getByRole('radio', { name: 'It is too expensive' }).check();
    await next(page);
    await waitForText(page.page, 'Anything else we should know?');
    await next(page);
    await confirmAndCancel(page);
    expect(issues('blueprint-problem')).toEqual([]);
  });

  it('a survey with no choices is passed over (and filed): the customer starts on the next step and cancels', async () => {
    const page = await open({
      _id: 'bp_empty_survey',
      steps: [
        { ...SURVEY, guid: 'empty-survey', survey: { choices: [] } },
        { ...FEEDBACK, guid: 'after-empty' },
        { ...CONFIRM, guid: 'empty-confirm' },
      ],
    });
    await waitForText(page.page, 'Anything else we should know?');
    expect(await widget(page.page).getByText('Why are you leaving?').count()).toBe(0);
    await expect
      .poll(() => issues('blueprint-problem'))
      .toEqual([expect.objectContaining({ code: 'EMPTY_SURVEY', step: 'empty-survey' })]);
    await next(page);
    await confirmAndCancel(page);
  });

  it('a pause in DAY units in the history (spec §4) loads the flow: its cooldown hides the pause, the customer cancels', async () => {
    const page = await open(
      onlySteps(fixtureBlueprint('full-flow', suite.harness.now), 'PAUSE', 'CONFIRM'),
      'day-pause-history',
    );
    await waitForText(page.page, /./);
    // The full flow's confirm step: the pause offer before it is in its 6-month cooldown.
    await button(page.page, 'Confirm and cancel').waitFor({ state: 'visible' });
    expect(await button(page.page, 'Pause subscription').count()).toBe(0);
    await next(page, 'Confirm and cancel');
    await waitForText(page.page, 'Your subscription has been cancelled');
    expect(issues('latest-pause-expiration')).toEqual([]);
  });
});
