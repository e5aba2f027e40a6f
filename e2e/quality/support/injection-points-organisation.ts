/**
 * The cancel flow's injection points for the organisation's own texts, for the XSS suite: plans, coupons,
 * branding, organisation translations and host messages (the customer's and the flow's texts are in
 * injection-points-cancel-flow.ts).
 */
import { offerPlans, testCoupons } from '../../../fixtures/index.ts';
import { en } from '../../../renderer/i18n/catalogs/en.ts';
import {
  auditOnce,
  blueprint,
  freeformSteps,
  gone,
  loopInPage,
  openAndAudit,
  unseen,
  unseenNow,
} from './injection-helpers.ts';
import type { InjectionRun } from './injection-points.ts';
import { button, widget } from './widget.ts';

/** The injection points of the organisation's texts in the cancel flow. */
export const ORGANISATION_INJECTION_RUNS: InjectionRun[] = [
  {
    experience: 'cancel-flow',
    points: ['plan names', 'plan nicknames, taglines and features'],
    run: async (ctx) => {
      const base = offerPlans().find((plan) => plan.id === 'plan_basic_monthly_usd') ?? offerPlans()[0];
      if (!base) throw new Error('no fixture plan to copy');
      const plans = ctx.payloads.map((payload, i) => ({
        ...base,
        id: `plan_xss_${i}`,
        product: { name: payload },
      }));
      const offer = {
        guid: 'xss-plan-step',
        stepType: 'OFFER' as const,
        offer: {
          guid: 'xss-plan-offer',
          offerType: 'PLAN_CHANGE' as const,
          header: 'Other plans',
          planChangeConfig: { options: plans.map((plan) => plan.id) },
        },
      };
      const problems: string[] = [];
      for (const settings of [
        [],
        plans.map((plan, i) => ({
          planId: plan.id,
          nick: ctx.payloads[i] ?? '',
          tagline: ctx.payloads[i] ?? '',
          features: [ctx.payloads[i] ?? ''],
        })),
      ]) {
        await openAndAudit(
          ctx,
          {
            blueprint: blueprint('bp_xss_plans', [offer, { guid: 'end', stepType: 'CONFIRM' }]),
            offerPlans: plans,
            orgPlanSettings: settings,
          },
          {},
          'Other plans',
        );
        await button(ctx.host.page, 'Show more plans...').click();
        const cards = await widget(ctx.host.page).locator('.hf-plan').count();
        if (cards !== plans.length) problems.push(`${cards} plan cards for ${plans.length} plans`);
        const audit = await auditOnce(ctx.host);
        problems.push(
          ...audit.problems,
          ...gone(audit, 'plans'),
          ...(await unseenNow(ctx.host, ctx.payloads)),
        );
      }
      return { renders: ctx.payloads.length * 2, problems };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['coupon names (test-mode coupon selector)'],
    run: async (ctx) => {
      const base = testCoupons(ctx.harness.now)[0];
      if (!base) throw new Error('no fixture test coupon to copy');
      const coupons = ctx.payloads.map((payload, i) => ({ ...base, id: `xss-coupon-${i}`, name: payload }));
      const offer = {
        guid: 'xss-discount-step',
        stepType: 'OFFER' as const,
        offer: {
          guid: 'xss-discount-offer',
          offerType: 'DISCOUNT' as const,
          header: 'A discount',
          discountConfig: { couponId: 'xss-coupon-0' },
        },
      };
      const audit = await openAndAudit(
        ctx,
        {
          blueprint: blueprint('bp_xss_coupons', [offer, { guid: 'end', stepType: 'CONFIRM' }]),
          testCoupons: coupons,
        },
        { mode: 'TEST' },
        'A discount',
      );
      const options = await widget(ctx.host.page).locator('option').count();
      const missing =
        options >= coupons.length ? [] : [`${options} coupon options for ${coupons.length} coupons`];
      return {
        renders: ctx.payloads.length,
        problems: [
          ...missing,
          ...audit.problems,
          ...gone(audit, 'coupons'),
          ...(await unseenNow(ctx.host, ctx.payloads)),
        ],
      };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['branding (name, logo URL, colours)'],
    run: async (ctx) => {
      await openAndAudit(
        ctx,
        { blueprint: blueprint('bp_xss_branding', freeformSteps(['Branding'])) },
        {},
        'Nevermind',
      );
      const result = await loopInPage(ctx.host, ctx.payloads, 'branding', []);
      return { renders: result.renders, problems: result.problems };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['organisation translations'],
    run: async (ctx) => {
      await openAndAudit(
        ctx,
        { blueprint: blueprint('bp_xss_org_i18n', freeformSteps(['Org'])) },
        {},
        'Nevermind',
      );
      const result = await loopInPage(ctx.host, ctx.payloads, 'orgTranslations', Object.keys(en));
      return {
        renders: result.renders,
        problems: [...result.problems, ...unseen(result.shown, ctx.payloads)],
      };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['host i18n messages'],
    run: async (ctx) => {
      await openAndAudit(
        ctx,
        { blueprint: blueprint('bp_xss_host_i18n', freeformSteps(['Host'])) },
        {},
        'Nevermind',
      );
      const result = await loopInPage(ctx.host, ctx.payloads, 'hostMessages', Object.keys(en));
      return {
        renders: result.renders,
        problems: [...result.problems, ...unseen(result.shown, ctx.payloads)],
      };
    },
  },
];
