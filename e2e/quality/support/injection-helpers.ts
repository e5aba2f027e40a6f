/**
 * The cancel flow's injection runs' helpers: minimal blueprints, one template placeholder per payload, the
 * DOM audit after a load, a walk through a blueprint of one step per payload, and loops of the host API in
 * the page; plus the check that the payloads are really on screen.
 */

import type { BlueprintInput, CustomerInput } from '../../../contract/schemas/index.ts';
import { customerFixtures } from '../../../fixtures/index.ts';
import { iframeProblems, installAudit, type WidgetAudit } from './dom-audit.ts';
import type { HostPage } from './harness.ts';
import type { InjectionContext } from './injection-points.ts';
import { WIDGET_LIVE_REGION, waitForText } from './widget.ts';

/** A minimal blueprint around some steps (wire format). */
export function blueprint(id: string, steps: BlueprintInput['steps']): BlueprintInput {
  return { _id: id, name: id, styles: { theme: 'default', colors: {} }, steps };
}

/** One `{{key}}` per payload, in text and in attributes, for the template-value injection points. */
export function placeholderTemplate(keys: readonly string[]): { header: string; description: string } {
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
export async function auditOnce(host: HostPage): Promise<WidgetAudit> {
  await installAudit(host.page);
  const audit: WidgetAudit = await host.page.evaluate(() => Reflect.get(window, '__auditWidget')());
  return { ...audit, problems: [...audit.problems, ...iframeProblems(audit.iframes)] };
}

export function gone(audit: WidgetAudit, what: string): string[] {
  return audit.screens === 0 ? [`the widget is gone after ${what}`] : [];
}

/** Loads the backend, opens the flow, waits for `ready` and audits once. */
export async function openAndAudit(
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
export async function walkSteps(host: HostPage, count: number): Promise<WidgetAudit & { steps: number }> {
  await installAudit(host.page);
  const result = await host.page.evaluate(
    async ({ total, liveRegion }) => {
      const root = () => document.querySelector('[data-holdfast]')?.shadowRoot ?? null;
      const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
      const live = () => root()?.querySelector(liveRegion)?.textContent ?? '';
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
    },
    { total: count, liveRegion: WIDGET_LIVE_REGION },
  );
  return { ...result, problems: [...result.problems, ...iframeProblems(result.iframes)] };
}

export const freeformSteps = (payloads: readonly string[]): BlueprintInput['steps'] =>
  payloads.map((payload, i) => ({
    guid: `xss-freeform-${i}`,
    stepType: 'FREEFORM' as const,
    header: payload,
    description: payload,
  }));

export const redirectSteps = (payloads: readonly string[]): BlueprintInput['steps'] =>
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
export function customerWithMetadata(
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
export async function loopInPage(
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
export function unseen(shown: number, payloads: readonly string[]): string[] {
  const expected = payloads.filter((payload) => !payload.includes('{')).length;
  return shown >= expected ? [] : [`only ${shown} of ${expected} plain payloads were on screen`];
}

/**
 * The same check for what is on screen now: every payload that survives as text (no NUL, which the HTML
 * parser drops, and no {{placeholder}}, which is filled) must appear in the widget's text.
 */
export async function unseenNow(host: HostPage, payloads: readonly string[]): Promise<string[]> {
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
