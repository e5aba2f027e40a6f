/**
 * The flow editor in Chromium, served by a real server (SQLite) from the built dist/dashboard: an owner
 * changes the survey's choices, attaches a discount to one, publishes, and the embed then serves that flow;
 * axe finds no violation on the flows list or the editor.
 */
import { describe, expect, it } from 'vitest';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { FLOW_ID } from '../../server/testing/server-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

describe('dashboard: edit a flow and publish it', () => {
  const dashboard = useDashboard();

  it('changes a choice, attaches a discount, publishes, and the embed serves the new version', async () => {
    const { page } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.owner);
    await page.getByRole('link', { name: 'Flows' }).click();
    await page.getByRole('heading', { name: 'Flows', level: 1 }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page
      .getByRole('link', { name: new RegExp(FLOW_ID) })
      .first()
      .click();

    const survey = page.getByRole('group', { name: 'Step 1: Survey' });
    await survey.getByLabel('Text of choice 2').fill('Moving to another tool');
    await survey.getByLabel('Offer for choice 1').selectOption({ label: 'Discount' });
    // Its name is the label alone, not the label and the chosen option (dashboard/select-field.tsx).
    await survey.getByRole('combobox', { name: 'Offer for choice 1', exact: true }).waitFor();
    await survey.getByLabel('Coupon').selectOption('SAVE20');
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published as version 2.').waitFor();
    await page.getByRole('region', { name: 'Versions' }).getByRole('cell', { name: '2 (live)' }).waitFor();

    const embed = await createTestClient(dashboard.server.baseUrl)('embed', {
      as: 'ada',
      mode: 'LIVE',
      body: {},
    });
    const { blueprint } = embed.body as { blueprint: BlueprintInput };
    const step = blueprint.steps.find((s) => s.stepType === 'SURVEY');
    if (step?.stepType !== 'SURVEY') throw new Error('the survey is gone');
    expect(step.survey.choices.map((choice) => choice.value)).toEqual([
      'Too expensive',
      'Moving to another tool',
    ]);
    expect(step.offersAttached?.choice_expensive).toMatchObject({
      offerType: 'DISCOUNT',
      discountConfig: { couponId: 'SAVE20' },
    });
  });
});
