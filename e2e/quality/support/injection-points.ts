/**
 * Where outside text enters the widget, as a table the XSS suite runs every payload through. One entry
 * renders all payloads through one or more injection points in a single page load where it can (many
 * choices, plans or steps per blueprint; the host API in a loop), auditing the DOM after each render.
 */
import { customerFixtures, offerPlans, testCoupons } from '../../../fixtures/index.ts';
import type { BlueprintInput, CustomerInput } from '../../../renderer/api/schemas/index.ts';
import { en } from '../../../renderer/i18n/catalogs/en.ts';
import { iframeProblems, installAudit, type WidgetAudit } from './dom-audit.ts';
import type { HostPage, QualityHarness } from './harness.ts';
import { MANAGED_FLOW_INJECTION_RUNS } from './injection-points-managed.ts';
import { WALL_INJECTION_RUNS } from './injection-points-walls.ts';
import type { ExperienceName } from './screens.ts';
import { button, waitForText, widget } from './widget.ts';

export interface InjectionContext {
  harness: QualityHarness;
  host: HostPage;
  payloads: readonly string[];
}

/** What a run found: every audit's problems, and how many payload renders it checked. */
export interface InjectionResult {
  renders: number;
  problems: string[];
}

export interface InjectionRun {
  experience: ExperienceName;
  /** The injection points this run covers (each payload goes through all of them). */
  points: readonly string[];
  run(ctx: InjectionContext): Promise<InjectionResult>;
}

/** A minimal blueprint around some steps (wire format). */
function blueprint(id: string, steps: BlueprintInput['steps']): BlueprintInput {
  return { _id: id, name: id, styles: { theme: 'default', colors: {} }, steps };
}

/** One `{{key}}` per payload, in text and in attributes, for the template-value injection points. */
function placeholderTemplate(keys: readonly string[]): { header: string; description: string } {
  return {
    header: keys.map((key) => `{{${key}}}`).join(' '),
    description: keys
      .map(
        (key) =>
          `<p>{{${key}}}</p><p title="{{${key}}}"><a href="https://example.com/?q={{${key}}}">{{${key}|link}}</a></p>`,
      )
      .join(''),
  };
}

/** The audit after a load: problems plus iframes off the allowlist, and a widget that is still there. */
async function auditOnce(host: HostPage): Promise<WidgetAudit> {
  await installAudit(host.page);
  const audit: WidgetAudit = await host.page.evaluate(() => Reflect.get(window, '__auditWidget')());
  return { ...audit, problems: [...audit.problems, ...iframeProblems(audit.iframes)] };
}

function gone(audit: WidgetAudit, what: string): string[] {
  return audit.screens === 0 ? [`the widget is gone after ${what}`] : [];
}

/** Loads the backend, opens the flow, waits for `ready` and audits once. */
async function openAndAudit(
  { harness, host }: InjectionContext,
  load: Record<string, unknown>,
  init: Parameters<HostPage['open']>[0],
  ready: string | RegExp,
): Promise<WidgetAudit> {
  harness.resetBackend();
  harness.mock.backend.load(load);
  await host.clear();
  await host.open(init);
  await waitForText(host.page, ready);
  return auditOnce(host);
}

/**
 * Walks a blueprint of one step per payload in the page: audits each step, then moves on with the footer's
 * primary button (the page's clock is skipped past the 400 ms bounce guard instead of waiting for it).
 */
async function walkSteps(host: HostPage, count: number): Promise<WidgetAudit & { steps: number }> {
  await installAudit(host.page);
  const result = await host.page.evaluate(async (total) => {
    const root = () => document.querySelector('[data-holdfast]')?.shadowRoot ?? null;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const live = () => root()?.querySelector('[aria-live="polite"]')?.textContent ?? '';
    const audit = Reflect.get(window, '__auditWidget');
    const problems: string[] = [];
    const iframes: string[] = [];
    let steps = 0;
    let screens = 1;
    for (let i = 0; i < total; i++) {
      const prefix = `Step ${i + 1} of `;
      for (let wait = 0; wait < 500 && !live().startsWith(prefix); wait++) await tick();
      if (!live().startsWith(prefix)) {
        problems.push(`step ${i + 1} never appeared (live region: ${live().slice(0, 80)})`);
        break;
      }
      const found = audit();
      problems.push(...found.problems.map((p: string) => `step ${i + 1}: ${p}`));
      iframes.push(...found.iframes);
      screens = found.screens;
      steps++;
      if (i === total - 1) break;
      Reflect.get(window, '__skipAhead')(1000);
      const buttons = root()?.querySelectorAll<HTMLButtonElement>('.hf-footer button') ?? [];
      buttons[buttons.length - 1]?.click();
    }
    return { problems, iframes, screens, steps };
  }, count);
  return { ...result, problems: [...result.problems, ...iframeProblems(result.iframes)] };
}

const freeformSteps = (payloads: readonly string[]): BlueprintInput['steps'] =>
  payloads.map((payload, i) => ({
    guid: `xss-freeform-${i}`,
    stepType: 'FREEFORM' as const,
    header: payload,
    description: payload,
  }));

const redirectSteps = (payloads: readonly string[]): BlueprintInput['steps'] =>
  payloads.map((payload, i) => ({
    guid: `xss-redirect-step-${i}`,
    stepType: 'OFFER' as const,
    header: '',
    description: '',
    offer: {
      guid: `xss-redirect-${i}`,
      offerType: 'REDIRECT' as const,
      header: payload,
      description: payload,
      redirectConfig: { redirectUrl: 'https://example.com/help', redirectLabel: payload },
    },
  }));

/** A copy of a fixture customer with metadata on the customer and on its subscription. */
function customerWithMetadata(
  now: Date,
  customerMeta: Record<string, string>,
  subscriptionMeta: Record<string, string>,
): CustomerInput {
  const customer = structuredClone(customerFixtures['active-monthly'](now).customer);
  customer.metadata = customerMeta;
  for (const subscription of customer.subscriptions?.data ?? []) subscription.metadata = subscriptionMeta;
  return customer;
}

/**
 * Puts every payload, one after the other, through the host API in the page (updateBranding re-renders the
 * open widget; host messages need init + show), auditing after each. Every message key gets the payload, so
 * whatever text the screen takes from the catalog shows it.
 */
async function loopInPage(
  host: HostPage,
  payloads: readonly string[],
  kind: 'branding' | 'orgTranslations' | 'hostMessages',
  keys: readonly string[],
): Promise<WidgetAudit & { renders: number; shown: number }> {
  await installAudit(host.page);
  const result = await host.page.evaluate(
    async ({ list, mode, messageKeys }) => {
      const holdfast = Reflect.get(window, 'holdfast');
      const options = Reflect.get(window, '__lastInitOptions');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const audit = Reflect.get(window, '__auditWidget');
      const problems: string[] = [];
      const iframes: string[] = [];
      let renders = 0;
      let shown = 0;
      let screens = 1;
      const text = () =>
        [...document.querySelectorAll('[data-holdfast]')]
          .map((host) => host.shadowRoot?.textContent ?? '')
          .join('');
      for (const payload of list) {
        const messages = Object.fromEntries(messageKeys.map((key: string) => [key, payload]));
        try {
          if (mode === 'branding') {
            await holdfast.updateBranding({
              name: payload,
              brandImage: payload,
              colors: { primary: payload, secondary: payload, accent: payload },
            });
          } else if (mode === 'orgTranslations') {
            await holdfast.updateBranding({ orgTranslations: { en: messages } });
          } else {
            await holdfast.clearState();
            await holdfast.init({ ...options, i18n: { lang: 'en', messages: { en: messages } } });
            await holdfast.show();
          }
        } catch (error) {
          problems.push(`host API threw for ${JSON.stringify(payload).slice(0, 60)}: ${String(error)}`);
        }
        await frame();
        await frame();
        const found = audit();
        renders++;
        if (text().includes(payload)) shown++;
        screens = found.screens;
        if (found.screens === 0)
          problems.push(`no widget on screen for ${JSON.stringify(payload).slice(0, 60)}`);
        problems.push(...found.problems);
        iframes.push(...found.iframes);
      }
      return { problems, iframes, screens, renders, shown };
    },
    { list: [...payloads], mode: kind, messageKeys: [...keys] },
  );
  return { ...result, problems: [...result.problems, ...iframeProblems(result.iframes)] };
}

/**
 * A message that shows fewer payloads than expected: every payload without message-format braces must be
 * on screen as text (else the run proved nothing about that injection point).
 */
function unseen(shown: number, payloads: readonly string[]): string[] {
  const expected = payloads.filter((payload) => !payload.includes('{')).length;
  return shown >= expected ? [] : [`only ${shown} of ${expected} plain payloads were on screen`];
}

/**
 * The same check for what is on screen now: every payload that survives as text (no NUL, which the HTML
 * parser drops, and no {{placeholder}}, which is filled) must appear in the widget's text.
 */
async function unseenNow(host: HostPage, payloads: readonly string[]): Promise<string[]> {
  const expected = payloads.filter((payload) => !payload.includes('\u0000') && !payload.includes('{{'));
  const missing = await host.page.evaluate((list) => {
    const text = [...document.querySelectorAll('[data-holdfast]')]
      .map((el) => {
        const root = el.shadowRoot;
        const options = [...(root?.querySelectorAll('option') ?? [])].map((option) => option.label);
        return `${root?.textContent ?? ''}${options.join('')}`;
      })
      .join('');
    return list.filter((payload) => !text.includes(payload));
  }, expected);
  return missing.length === 0
    ? []
    : [`${missing.length} of ${expected.length} payloads not on screen, e.g. ${JSON.stringify(missing[0])}`];
}

/** The cancel flow's injection points. */
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
    run: async (ctx) => {
      const survey = {
        guid: 'xss-survey',
        stepType: 'SURVEY' as const,
        header: 'Why are you leaving?',
        survey: {
          choices: ctx.payloads.map((payload, i) => ({
            guid: `xss-choice-${i}`,
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
        result.choices === ctx.payloads.length
          ? []
          : [`${result.choices} choices rendered for ${ctx.payloads.length} payloads`];
      return {
        renders: result.renders * 2,
        problems: [...missing, ...result.problems, ...iframeProblems(result.iframes)],
      };
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

/** Every injection point of every experience (the walls' and the managed flow's in injection-points-*.ts). */
export const INJECTION_RUNS: InjectionRun[] = [
  ...CANCEL_FLOW_INJECTION_RUNS,
  ...WALL_INJECTION_RUNS,
  ...MANAGED_FLOW_INJECTION_RUNS,
];
