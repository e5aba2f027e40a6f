/**
 * The flow editor's preview endpoint on both databases: members get the posted draft as an embed answer with
 * a sample customer and the app's LIVE catalog; nothing about the app's flow, customers or servings changes.
 */

import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { FLOW_EDITOR_PATHS, type FlowAnswer } from '../../contract/dashboard-flows-api.ts';
import { type BlueprintInput, EmbedAnswerSchema } from '../../contract/schemas/index.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import { PREVIEW_CUSTOMER_ID } from './flow-preview.ts';
import { dashboardSeed, makeTeam, signIn, TEAM } from './testing/dashboard-seed.ts';

/** The draft with its first step's title changed: what an author types before the preview shows it. */
function retitled(blueprint: BlueprintInput, header: string): BlueprintInput {
  const [first, ...rest] = blueprint.steps;
  if (!first) throw new Error('the seed flow has no steps');
  return { ...blueprint, steps: [{ ...first, header }, ...rest] };
}

describeOnBothDialects(
  'the flow editor’s preview endpoint',
  (server) => {
    let member = '';
    let outsider = '';
    let published = {} as BlueprintInput;
    const url = (path: string) => `${server.started.baseUrl}${path}`;
    const preview = (cookie: string, body: unknown, flowId = FLOW_ID, origin?: string) =>
      fetch(url(FLOW_EDITOR_PATHS.preview(APP_ID, flowId)), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(body),
      });
    const servings = async () =>
      (
        await server.started.server.deps.database.db
          .selectFrom('servings')
          .select('app_id')
          .where('app_id', '=', APP_ID)
          .execute()
      ).length;

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      member = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
      outsider = (await signIn(server.started.baseUrl, 'outsider@else.example', 'outsider-password-1'))
        .cookie;
      const flow = await fetch(url(FLOW_EDITOR_PATHS.flow(APP_ID, FLOW_ID)), { headers: { cookie: member } });
      published = ((await flow.json()) as FlowAnswer).published;
    }, START_TIMEOUT_MS);

    it('answers the posted draft with a sample customer and the app’s LIVE catalog', async () => {
      const before = await servings();
      const draft = retitled(published, '<b>Why</b> go?');
      const response = await preview(member, { blueprint: draft });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = v.parse(EmbedAnswerSchema, await response.json());
      expect(answer.blueprint?.steps[0]?.header).toBe('<b>Why</b> go?');
      expect(answer.customer).toMatchObject({ id: PREVIEW_CUSTOMER_ID, name: 'Sam Sample' });
      // Priced as the app's first LIVE plan, in its currency.
      expect(answer.customer?.subscriptions.data[0]?.items.data[0]?.price).toMatchObject({
        id: 'plan_pro',
        currency: 'usd',
        unit_amount: 2900,
      });
      expect(answer.coupons.map((coupon) => coupon.id)).toContain('SAVE20');
      expect(answer.testCoupons).toEqual([]);
      expect(answer.sessions).toEqual([]);
      // Nothing was served to a customer, and the flow has no draft: the preview stores nothing.
      expect(await servings()).toBe(before);
      const flow = await fetch(url(FLOW_EDITOR_PATHS.flow(APP_ID, FLOW_ID)), { headers: { cookie: member } });
      expect(((await flow.json()) as FlowAnswer).draft).toBeNull();
    });

    it('answers only the app’s members, for its own flows, from the dashboard’s own pages', async () => {
      expect((await preview('', { blueprint: published })).status).toBe(401);
      expect((await preview(outsider, { blueprint: published })).status).toBe(404);
      expect((await preview(member, { blueprint: published }, 'bp_none')).status).toBe(404);
      expect((await preview(member, { blueprint: 'not a blueprint' })).status).toBe(400);
      expect((await preview(member, { blueprint: published }, FLOW_ID, 'https://evil.example')).status).toBe(
        403,
      );
    });
  },
  { seed: dashboardSeed },
);
