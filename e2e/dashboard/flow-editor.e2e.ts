/**
 * The flow editor in Chromium, served by a real server (SQLite) from the built dist/dashboard: an owner
 * changes the survey's choices, attaches a discount to one, publishes (answering the page's question), and
 * the embed then serves that flow; then rolls back with a draft waiting and discards the draft, so the
 * rollback stays live. axe finds no violation on the flows list or the editor.
 */
import { describe, expect, it } from 'vitest';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { FLOW_PAGE_TEXTS } from '../../dashboard/flows/flow-page.tsx';
import { REASONS, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { FLOW_ID } from '../../server/testing/server-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { acceptNextConfirm } from './confirm.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

describe('dashboard: edit a flow and publish it', () => {
  const dashboard = useDashboard();
  const embeddedSurvey = async () => {
    const embed = await createTestClient(dashboard.server.baseUrl)('embed', {
      as: 'ada',
      mode: 'LIVE',
      body: {},
    });
    const { blueprint } = embed.body as { blueprint: BlueprintInput };
    const step = blueprint.steps.find((s) => s.stepType === 'SURVEY');
    if (step?.stepType !== 'SURVEY') throw new Error('the survey is gone');
    return step;
  };

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
    const asked = acceptNextConfirm(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published as version 2.').waitFor();
    expect(await asked).toBe(`confirm: ${FLOW_PAGE_TEXTS.publishQuestion(1)}`);
    await page.getByRole('region', { name: 'Versions' }).getByRole('cell', { name: '2 (live)' }).waitFor();

    const step = await embeddedSurvey();
    expect(step.survey.choices.map((choice) => choice.value)).toEqual([
      'Too expensive',
      'Moving to another tool',
    ]);
    expect(step.offersAttached?.choice_expensive).toMatchObject({
      offerType: 'DISCOUNT',
      discountConfig: { couponId: 'SAVE20' },
    });
  });

  // After the test above: version 2 is live.
  it('rolls back with a draft waiting, discards the draft, and the rollback stays live', async () => {
    const { page } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.owner);
    await page.getByRole('link', { name: 'Flows' }).click();
    await page
      .getByRole('link', { name: new RegExp(FLOW_ID) })
      .first()
      .click();
    const survey = page.getByRole('group', { name: 'Step 1: Survey' });
    await survey.getByLabel('Text of choice 2').fill('Written on version 2');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();

    const rollbackAsked = acceptNextConfirm(page);
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByRole('region', { name: 'Versions' }).getByRole('cell', { name: '3 (live)' }).waitFor();
    expect(await rollbackAsked).toBe(`confirm: ${FLOW_PAGE_TEXTS.rollbackQuestion(1, 2, true)}`);
    // The rollback left the draft alone; the page says so and offers to discard it.
    await page.getByText(`Editing the draft saved by ${TEAM.owner.name}; version 3 is live.`).waitFor();
    expect(await runAxe(page)).toEqual([]);

    const discardAsked = acceptNextConfirm(page);
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('status').getByText(FLOW_PAGE_TEXTS.discarded).waitFor();
    expect(await discardAsked).toBe(`confirm: ${FLOW_PAGE_TEXTS.discardQuestion(TEAM.owner.name, 3)}`);
    await page.getByText('Editing a copy of version 3, which is live.').waitFor();
    expect(await survey.getByLabel('Text of choice 2').inputValue()).toBe(REASONS.unused.value);
    await page
      .getByRole('region', { name: 'Audit log' })
      .getByText(/Discarded the draft/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Discard draft' }).count()).toBe(0);
    expect((await embeddedSurvey()).survey.choices.map((choice) => choice.value)).toEqual([
      REASONS.expensive.value,
      REASONS.unused.value,
    ]);
  });
});
