/**
 * Where outside text enters the walls, for the XSS suite. Each run puts every payload through its points in
 * one page: a loop in the page opens both walls per payload (check after clearing them), with the payload
 * in the customer's name, the organisation's translations or the host's messages, and audits after each
 * render.
 */

import type { CustomerSeed } from '../../../contract/seed.ts';
import { customerFixtures } from '../../../fixtures/index.ts';
import { computeAuthHash } from '../../../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_SECRET } from '../../../mocks/backend/constants.ts';
import { greetingName } from '../../../renderer/domain/walls.ts';
import { en } from '../../../renderer/i18n/catalogs/en.ts';
import { iframeProblems, installAudit } from './dom-audit.ts';
import type { HostPage } from './harness.ts';
import type { InjectionContext, InjectionResult, InjectionRun } from './injection-points.ts';

/** One wall opened in a loop step: check's kind and what it passes besides init's options. */
interface WallCheck {
  kind: 'pause' | 'failed-payment';
  extra: Record<string, unknown>;
}

/** One render of the loop: what the backend loads first, the walls opened, and the text that must show. */
interface WallStep {
  load?: Record<string, unknown>;
  checks: WallCheck[];
  expect: string | null;
}

/**
 * Runs the steps in the page: clears both walls, loads the backend (through the mock's control API), opens
 * the walls, waits two frames and audits; counts the steps whose expected text is on screen.
 */
async function wallLoop(host: HostPage, mockUrl: string, steps: WallStep[]) {
  await installAudit(host.page);
  const result = await host.page.evaluate(
    async ({ list, mock }) => {
      const holdfast = Reflect.get(window, 'holdfast');
      const check = Reflect.get(window, '__qualityCheck');
      const audit = Reflect.get(window, '__auditWidget');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const text = () =>
        [...document.querySelectorAll('[data-holdfast]')]
          .map((el) => el.shadowRoot?.textContent ?? '')
          .join('');
      const problems: string[] = [];
      const iframes: string[] = [];
      let renders = 0;
      let shown = 0;
      for (const [index, step] of list.entries()) {
        await holdfast.clearPauseWallState();
        await holdfast.clearFailedPaymentWallState();
        if (step.load) {
          const loaded = await fetch(`${mock}/__mock/load`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(step.load),
          });
          if (!loaded.ok) problems.push(`step ${index}: the mock refused the load (${loaded.status})`);
        }
        for (const { kind, extra } of step.checks) {
          const answer = await check(kind, extra);
          if (!answer?.ok || !answer.shown)
            problems.push(`step ${index}: ${kind} not shown: ${JSON.stringify(answer)}`);
        }
        await frame();
        await frame();
        const found = audit();
        renders += step.checks.length;
        if (found.screens < step.checks.length)
          problems.push(`step ${index}: ${found.screens} walls on screen`);
        if (step.expect !== null && text().includes(step.expect)) shown++;
        problems.push(...found.problems.map((p: string) => `step ${index}: ${p}`));
        iframes.push(...found.iframes);
      }
      await holdfast.clearPauseWallState();
      await holdfast.clearFailedPaymentWallState();
      return { problems, iframes, renders, shown };
    },
    { list: steps, mock: mockUrl },
  );
  return { ...result, problems: [...result.problems, ...iframeProblems(result.iframes)] };
}

/** Fewer steps showed their text than expected: the run proved nothing about those payloads. */
export function unseen(shown: number, steps: ReadonlyArray<{ expect: string | null }>): string[] {
  const expected = steps.filter((step) => step.expect !== null).length;
  return shown >= expected ? [] : [`only ${shown} of ${expected} payloads were on screen`];
}

/** Signed identities for customer ids, as the host's server would give them. */
async function identities(ids: readonly string[]) {
  return Promise.all(
    ids.map(async (customerId) => ({
      customerId,
      authHash: await computeAuthHash(DEFAULT_APP_SECRET, customerId),
    })),
  );
}

/** Both walls' customers (a paused one, a past-due one past its grace period) and their identities. */
async function wallCustomers(ctx: InjectionContext) {
  const paused = customerFixtures.paused(ctx.harness.now);
  const pastDue = customerFixtures['past-due-outside-grace'](ctx.harness.now);
  const [pause, failed] = await identities([paused.customer.id, pastDue.customer.id]);
  if (!pause || !failed) throw new Error('no identities');
  return { paused, pastDue, pause, failed };
}

/** Both walls for the fixture customers, with the same extra options. */
function bothWalls(
  ids: Awaited<ReturnType<typeof wallCustomers>>,
  extra: Record<string, unknown>,
): WallCheck[] {
  return [
    { kind: 'pause', extra: { ...ids.pause, ...extra } },
    { kind: 'failed-payment', extra: { ...ids.failed, ...extra } },
  ];
}

/** Every message key with the payload: whatever text a wall takes from the catalog shows it. */
export function everyMessage(payload: string): Record<string, string> {
  return Object.fromEntries(Object.keys(en).map((key) => [key, payload]));
}

/** Message-format braces in a payload make it a template, not plain text on screen. */
export const plainText = (payload: string) => (payload.includes('{') ? null : payload);

async function prepare(ctx: InjectionContext, load: Record<string, unknown> = {}) {
  ctx.harness.resetBackend();
  ctx.harness.mock.backend.load(load);
  await ctx.host.clear();
  const init = await ctx.host.init({ customer: 'paused' });
  if (JSON.stringify(init) !== '{"ok":true}') throw new Error(`init failed: ${JSON.stringify(init)}`);
}

/** The walls' injection points. */
export const WALL_INJECTION_RUNS: InjectionRun[] = [
  {
    experience: 'pause-wall',
    points: ['pause-wall greeting (customer name)', 'failed-payment-wall greeting (customer name)'],
    run: async (ctx): Promise<InjectionResult> => {
      // The greeting shows the first word of the name: with its spaces turned into '/' (which HTML also
      // reads between attributes) the whole payload is that first word.
      const names = ctx.payloads.map((payload) => payload.trim().replace(/\s+/g, '/'));
      const fixtures = await wallCustomers(ctx);
      const seeds: CustomerSeed[] = names.flatMap((name, i) => [
        { provider: 'STRIPE', customer: { ...fixtures.paused.customer, id: `cus_xss_paused_${i}`, name } },
        {
          provider: 'STRIPE',
          customer: { ...fixtures.pastDue.customer, id: `cus_xss_due_${i}`, name },
          failedInvoices: fixtures.pastDue.failedInvoices ?? [],
        },
      ]);
      await prepare(ctx, { customers: seeds });
      const ids = await identities(seeds.map((seed) => seed.customer.id));
      const steps = names.map((name, i) => ({
        checks: [
          { kind: 'pause' as const, extra: { ...ids[2 * i] } },
          { kind: 'failed-payment' as const, extra: { ...ids[2 * i + 1] } },
        ],
        expect: name.includes('\u0000') ? null : greetingName({ name }),
      }));
      const result = await wallLoop(ctx.host, ctx.harness.mock.url, steps);
      return { renders: result.renders, problems: [...result.problems, ...unseen(result.shown, steps)] };
    },
  },
  {
    experience: 'pause-wall',
    points: ['organisation translations (pause wall)', 'organisation translations (failed-payment wall)'],
    run: async (ctx) => {
      const ids = await wallCustomers(ctx);
      await prepare(ctx);
      const steps = ctx.payloads.map((payload) => ({
        load: { branding: { orgTranslations: { en: everyMessage(payload) } } },
        checks: bothWalls(ids, {}),
        expect: plainText(payload),
      }));
      const result = await wallLoop(ctx.host, ctx.harness.mock.url, steps);
      return { renders: result.renders, problems: [...result.problems, ...unseen(result.shown, steps)] };
    },
  },
  {
    experience: 'pause-wall',
    points: ['host i18n messages (pause wall)', 'host i18n messages (failed-payment wall)'],
    run: async (ctx) => {
      const ids = await wallCustomers(ctx);
      await prepare(ctx);
      const steps = ctx.payloads.map((payload) => ({
        checks: bothWalls(ids, { i18n: { lang: 'en', messages: { en: everyMessage(payload) } } }),
        expect: plainText(payload),
      }));
      const result = await wallLoop(ctx.host, ctx.harness.mock.url, steps);
      return { renders: result.renders, problems: [...result.problems, ...unseen(result.shown, steps)] };
    },
  },
];
