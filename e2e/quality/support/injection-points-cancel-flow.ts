/**
 * The cancel flow's injection points for the XSS suite: customer attributes and metadata, blueprint texts,
 * survey choices and follow-ups, and offers, each run rendering every payload in as few page loads as
 * possible (the organisation's plans, coupons, branding and translations, and the host's messages, are in
 * injection-points-organisation.ts).
 */
import { MAX_SURVEY_CHOICES } from '../../../contract/answer-limits.ts';
import { iframeProblems, installAudit } from './dom-audit.ts';
import {
  blueprint,
  customerWithMetadata,
  freeformSteps,
  gone,
  openAndAudit,
  placeholderTemplate,
  redirectSteps,
  unseenNow,
  walkSteps,
} from './injection-helpers.ts';
import type { InjectionContext, InjectionRun } from './injection-points.ts';

/** The cancel flow's injection points for the customer's and the flow author's texts. */
export const CANCEL_FLOW_INJECTION_RUNS: InjectionRun[] = [
  {
    experience: 'cancel-flow',
    points: ['customer attributes (init customerAttributes)'],
    run: async (ctx) => {
      const keys = ctx.payloads.map((_, i) => `xss_attr_${i}`);
      const template = placeholderTemplate(keys);
      const audit = await openAndAudit(
        ctx,
        { blueprint: blueprint('bp_xss_attributes', [{ guid: 'f', stepType: 'FREEFORM', ...template }]) },
        { customerAttributes: Object.fromEntries(keys.map((key, i) => [key, ctx.payloads[i] ?? ''])) },
        'Nevermind',
      );
      return {
        renders: ctx.payloads.length,
        problems: [
          ...audit.problems,
          ...gone(audit, 'attributes'),
          ...(await unseenNow(ctx.host, ctx.payloads)),
        ],
      };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['customer metadata', 'subscription metadata'],
    run: async (ctx) => {
      const customerKeys = ctx.payloads.map((_, i) => `xss_cm_${i}`);
      const subscriptionKeys = ctx.payloads.map((_, i) => `xss_sm_${i}`);
      const template = placeholderTemplate([...customerKeys, ...subscriptionKeys]);
      const customer = customerWithMetadata(
        ctx.harness.now,
        Object.fromEntries(customerKeys.map((key, i) => [key, ctx.payloads[i] ?? ''])),
        Object.fromEntries(subscriptionKeys.map((key, i) => [key, ctx.payloads[i] ?? ''])),
      );
      const audit = await openAndAudit(
        ctx,
        {
          blueprint: blueprint('bp_xss_metadata', [{ guid: 'f', stepType: 'FREEFORM', ...template }]),
          customer,
          provider: 'STRIPE',
        },
        {},
        'Nevermind',
      );
      return {
        renders: ctx.payloads.length * 2,
        problems: [
          ...audit.problems,
          ...gone(audit, 'metadata'),
          ...(await unseenNow(ctx.host, ctx.payloads)),
        ],
      };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['blueprint step headers', 'blueprint step descriptions'],
    run: async (ctx) => {
      const steps = [...freeformSteps(ctx.payloads), { guid: 'end', stepType: 'CONFIRM' as const }];
      await openAndAudit(ctx, { blueprint: blueprint('bp_xss_steps', steps) }, {}, /Step 1 of/);
      const walk = await walkSteps(ctx.host, ctx.payloads.length);
      return { renders: walk.steps * 2, problems: walk.problems };
    },
  },
  {
    experience: 'cancel-flow',
    points: ['survey choices', 'survey follow-up questions'],
    // A survey shows at most MAX_SURVEY_CHOICES choices (contract/answer-limits.ts): one flow per batch.
    run: async (ctx) => {
      const outcome = { renders: 0, problems: [] as string[] };
      for (let start = 0; start < ctx.payloads.length; start += MAX_SURVEY_CHOICES) {
        const batch = await surveyBatch(ctx, ctx.payloads.slice(start, start + MAX_SURVEY_CHOICES), start);
        outcome.renders += batch.renders;
        outcome.problems.push(...batch.problems);
      }
      return outcome;
    },
  },
  {
    experience: 'cancel-flow',
    points: ['offer headers', 'offer descriptions', 'redirect labels'],
    run: async (ctx) => {
      const steps = [...redirectSteps(ctx.payloads), { guid: 'end', stepType: 'CONFIRM' as const }];
      await openAndAudit(ctx, { blueprint: blueprint('bp_xss_offers', steps) }, {}, /Step 1 of/);
      const walk = await walkSteps(ctx.host, ctx.payloads.length);
      return { renders: walk.steps * 3, problems: walk.problems };
    },
  },
];

/** One survey of `payloads` as its choices and follow-up questions, each chosen and audited in the page. */
async function surveyBatch(ctx: InjectionContext, payloads: readonly string[], offset: number) {
  const survey = {
    guid: 'xss-survey',
    stepType: 'SURVEY' as const,
    header: 'Why are you leaving?',
    survey: {
      choices: payloads.map((payload, i) => ({
        guid: `xss-choice-${offset + i}`,
        value: payload,
        type: 'INPUT' as const,
        followup: { question: payload },
      })),
    },
  };
  await openAndAudit(
    ctx,
    { blueprint: blueprint('bp_xss_survey', [survey, { guid: 'end', stepType: 'CONFIRM' }]) },
    {},
    'Why are you leaving?',
  );
  await installAudit(ctx.host.page);
  const result = await ctx.host.page.evaluate(async () => {
    const root = document.querySelector('[data-holdfast]')?.shadowRoot;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const audit = Reflect.get(window, '__auditWidget');
    const radios = [...(root?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    const problems: string[] = [];
    const iframes: string[] = [];
    let renders = 0;
    for (const [i, radio] of radios.entries()) {
      radio.click();
      for (let wait = 0; wait < 200 && !root?.querySelector('textarea'); wait++) await tick();
      await tick();
      const found = audit();
      if (!root?.querySelector('textarea')) problems.push(`choice ${i}: no follow-up shown`);
      problems.push(...found.problems.map((p: string) => `choice ${i}: ${p}`));
      iframes.push(...found.iframes);
      renders++;
    }
    return { problems, iframes, renders, choices: radios.length };
  });
  const missing =
    result.choices === payloads.length
      ? []
      : [`${result.choices} choices rendered for ${payloads.length} payloads`];
  return {
    renders: result.renders * 2,
    problems: [...missing, ...result.problems, ...iframeProblems(result.iframes)],
  };
}
