/**
 * Where outside text enters the managed flow, for the XSS suite: every payload typed as the e-mail (the
 * input keeps it and the form answers under it), and every payload as each message, through the
 * organisation's translations and the host's messages. The masked e-mail on the code form only ever shows
 * the first character of an address the client accepted as one (valibot's e-mail rule admits no markup).
 */
import { iframeProblems, installAudit } from './dom-audit.ts';
import { emailInput, startManagedFlow } from './experiences.ts';
import type { HostPage } from './harness.ts';
import type { InjectionRun } from './injection-points.ts';
import { everyMessage, plainText, unseen } from './injection-points-walls.ts';

/** One render of the managed flow: what the backend loads first, the host's messages, the text to show. */
interface ManagedStep {
  load?: Record<string, unknown>;
  messages?: Record<string, string>;
  expect: string | null;
}

/**
 * Shows the managed flow once per step (cleared first, then `managedFlow('show')` with the options the run
 * started it with, plus the step's messages), after its configuration loaded; audits each render.
 */
async function managedLoop(host: HostPage, mockUrl: string, steps: ManagedStep[]) {
  await installAudit(host.page);
  const result = await host.page.evaluate(
    async ({ list, mock }) => {
      const holdfast = Reflect.get(window, 'holdfast');
      const options = Reflect.get(window, '__lastManagedOptions');
      const audit = Reflect.get(window, '__auditWidget');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const root = () => document.querySelector('#holdfast-managed-flow')?.shadowRoot ?? null;
      const problems: string[] = [];
      const iframes: string[] = [];
      let shown = 0;
      for (const [index, step] of list.entries()) {
        await holdfast.clearManagedFlowState();
        if (step.load) {
          const loaded = await fetch(`${mock}/__mock/load`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(step.load),
          });
          if (!loaded.ok) problems.push(`step ${index}: the mock refused the load (${loaded.status})`);
        }
        const i18n = step.messages ? { i18n: { lang: 'en', messages: { en: step.messages } } } : {};
        const answer = await holdfast.managedFlow('show', { ...options, ...i18n });
        if (!answer?.ok) problems.push(`step ${index}: managedFlow answered ${JSON.stringify(answer)}`);
        await frame();
        await frame();
        const found = audit();
        if (found.screens === 0) problems.push(`step ${index}: no managed flow on screen`);
        if (step.expect !== null && (root()?.textContent ?? '').includes(step.expect)) shown++;
        problems.push(...found.problems.map((p: string) => `step ${index}: ${p}`));
        iframes.push(...found.iframes);
      }
      return { problems, iframes, shown };
    },
    { list: steps, mock: mockUrl },
  );
  return { ...result, problems: [...result.problems, ...iframeProblems(result.iframes)] };
}

/** The managed flow's injection points. */
export const MANAGED_FLOW_INJECTION_RUNS: InjectionRun[] = [
  {
    experience: 'managed-flow',
    points: ['managed-flow e-mail echo'],
    run: async (ctx) => {
      ctx.harness.resetBackend();
      await ctx.host.clear();
      await startManagedFlow(ctx);
      await emailInput(ctx.host.page).waitFor();
      await installAudit(ctx.host.page);
      const result = await ctx.host.page.evaluate(async (list) => {
        const root = document.querySelector('#holdfast-managed-flow')?.shadowRoot;
        const audit = Reflect.get(window, '__auditWidget');
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const problems: string[] = [];
        const iframes: string[] = [];
        let echoed = 0;
        for (const [index, payload] of list.entries()) {
          const input = root?.querySelector<HTMLInputElement>('input[type="email"], input');
          const form = input?.form;
          if (!input || !form || !setValue) {
            problems.push(`step ${index}: no e-mail form`);
            break;
          }
          setValue.call(input, payload);
          // What the input holds of it (an e-mail input drops line breaks and outer spaces).
          const typed = input.value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          form.requestSubmit();
          // Refused as no e-mail address at once, or sent (busy) and refused by the backend as unknown.
          await frame();
          await frame();
          for (let wait = 0; wait < 200 && root?.querySelector('[aria-busy="true"]'); wait++) await frame();
          if (!root?.querySelector('[role="alert"]'))
            problems.push(`step ${index}: no message under the input`);
          const found = audit();
          problems.push(...found.problems.map((p: string) => `step ${index}: ${p}`));
          iframes.push(...found.iframes);
          if (root?.querySelector<HTMLInputElement>('input')?.value === typed) echoed++;
          else problems.push(`step ${index}: the input lost the e-mail`);
        }
        return { problems, iframes, echoed };
      }, ctx.payloads);
      return {
        renders: ctx.payloads.length,
        problems: [...result.problems, ...iframeProblems(result.iframes)],
      };
    },
  },
  {
    experience: 'managed-flow',
    points: ['organisation translations (managed flow)', 'host i18n messages (managed flow)'],
    run: async (ctx) => {
      ctx.harness.resetBackend();
      await ctx.host.clear();
      await startManagedFlow(ctx);
      await emailInput(ctx.host.page).waitFor();
      const url = ctx.harness.mock.url;
      const org = await managedLoop(
        ctx.host,
        url,
        ctx.payloads.map((payload) => ({
          // The e-mail flow stays enabled: the branding is merged one level deep.
          load: {
            branding: { emailFlow: { enabled: true }, orgTranslations: { en: everyMessage(payload) } },
          },
          expect: plainText(payload),
        })),
      );
      ctx.harness.resetBackend();
      const hostMessages = ctx.payloads.map((payload) => ({
        messages: everyMessage(payload),
        expect: plainText(payload),
      }));
      const messages = await managedLoop(ctx.host, url, hostMessages);
      await ctx.host.clear();
      return {
        renders: ctx.payloads.length * 2,
        problems: [
          ...org.problems,
          ...unseen(org.shown, hostMessages),
          ...messages.problems,
          ...unseen(messages.shown, hostMessages),
        ],
      };
    },
  },
];
