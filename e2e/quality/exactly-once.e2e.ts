/**
 * Exactly-once money actions: every button of ACTION_BUTTONS, in the built widget in Chromium. Ten rapid
 * clicks, and Enter plus a click, send one request; each intent carries one Idempotency-Key, kept when
 * the client repeats a request whose answer was lost after the backend committed (504 or a dropped
 * connection); the customer lands on the success screen and the subscription changed once.
 */
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/headers.ts';
import type { CustomerRecord } from '../../mocks/backend/app-state.ts';
import { ACTION_BUTTONS, type ActionButtonCase } from './support/action-buttons.ts';
import { printFigures } from './support/figures.ts';
import { type HostPage, type QualityHarness, startHarness } from './support/harness.ts';
import { waitForText } from './support/widget.ts';

/** Holds each action's answer this long, so every repeated press lands while the request is in flight. */
const IN_FLIGHT_MS = 400;
const RAPID_CLICKS = 10;

let harness: QualityHarness;
let host: HostPage;
const figures = { rapid: 0, enterClick: 0, retries: 0 };

beforeAll(async () => {
  harness = await startHarness();
  host = await harness.openHost();
});

afterAll(async () => {
  printFigures(
    'exactly-once',
    `${ACTION_BUTTONS.length} buttons: ${figures.rapid} × ${RAPID_CLICKS} rapid clicks and ${figures.enterClick} × Enter+click ` +
      `each sent 1 request (or, for ${HOST_HANDLED.length} host-handled cancel, made 1 call of the host's handler); ` +
      `${figures.retries} commit-then-lose retries (504, dropped connection) kept one Idempotency-Key and changed the subscription once`,
  );
  await harness?.close();
});

/** The actions the host performs through its handler: no request of ours, so nothing to repeat. */
const HOST_HANDLED = ACTION_BUTTONS.filter((action) => action.sends.kind === 'handler');
const BY_REQUEST = ACTION_BUTTONS.flatMap((action) =>
  action.sends.kind === 'request' ? [{ action, path: action.sends.path }] : [],
);

/** The action's requests (money actions are POSTs: GET embed/billing, the setup intent, shares the path). */
function actionRequests(path: string) {
  return harness.mock.backend
    .requests()
    .filter((request) => request.method === 'POST' && request.path.endsWith(path));
}

/** How many times the intent reached the backend, or the host's handler. */
async function sentCount(action: ActionButtonCase): Promise<number> {
  const target = action.sends;
  if (target.kind === 'request') return actionRequests(target.path).length;
  return (await host.hostCalls()).filter((call) => call.name === target.name).length;
}

function customerRecord(customerId: string): CustomerRecord {
  const record = harness.mock.backend.app()?.customers.find((entry) => entry.customer.id === customerId);
  if (!record) throw new Error(`no customer ${customerId} in the mock backend`);
  return structuredClone(record);
}

/**
 * Opens the button's screen with each answer to its path (or the host's handler) held for IN_FLIGHT_MS, and
 * the host's call log emptied.
 */
async function openAction(action: ActionButtonCase) {
  await action.screen.open({ harness, host, theme: 'default' });
  const sends = action.sends;
  const handlerDelay = sends.kind === 'handler' ? IN_FLIGHT_MS : 0;
  await host.page.evaluate((delay) => {
    Reflect.set(window, '__hostCalls', []);
    Reflect.set(window, '__handlerDelayMs', delay);
  }, handlerDelay);
  if (sends.kind === 'request')
    harness.mock.backend.faults.add({
      kind: 'delay',
      delayMs: IN_FLIGHT_MS,
      method: 'POST',
      pathRegex: `${sends.path}$`,
    });
  const target = await action.button(host);
  const box = await target.boundingBox();
  if (!box) throw new Error(`${action.name}: the button is not on screen`);
  return { target, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** After the success screen, waits out any late request a second press could have started. */
async function settleAfter(action: ActionButtonCase): Promise<void> {
  await waitForText(host.page, action.done);
  await host.page.waitForTimeout(IN_FLIGHT_MS + 100);
}

describe('spec §4 actions proceed only when IN_PROGRESS: repeated presses send one request', () => {
  for (const action of ACTION_BUTTONS) {
    it(`${action.experience}: ${action.name} — ${RAPID_CLICKS} rapid clicks`, async () => {
      const { x, y } = await openAction(action);
      await host.page.mouse.click(x, y, { clickCount: RAPID_CLICKS });
      await settleAfter(action);
      expect(await sentCount(action)).toBe(1);
      figures.rapid++;
    });

    it(`${action.experience}: ${action.name} — Enter plus click`, async () => {
      const { target, x, y } = await openAction(action);
      await target.focus();
      await Promise.all([host.page.keyboard.press('Enter'), host.page.mouse.click(x, y)]);
      await settleAfter(action);
      expect(await sentCount(action)).toBe(1);
      figures.enterClick++;
    });
  }
});

describe('one Idempotency-Key per intent survives a lost answer: the subscription changes once', () => {
  for (const { action, path } of BY_REQUEST) {
    const keys: string[] = [];
    for (const failWith of ['status', 'drop'] as const) {
      const lost = failWith === 'status' ? 'a 504' : 'a dropped connection';
      it(`${action.experience}: ${action.name} — committed, then ${lost}`, async () => {
        await action.screen.open({ harness, host, theme: 'default' });
        const before = customerRecord(action.customerId);
        harness.mock.backend.faults.add({
          kind: 'commit-then-fail',
          failWith,
          status: 504,
          method: 'POST',
          pathRegex: `${path}$`,
          times: 1,
        });
        const answers: Response[] = [];
        const onResponse = (response: Response) => {
          const request = response.request();
          if (request.method() === 'POST' && new URL(response.url()).pathname.endsWith(path))
            answers.push(response);
        };
        host.page.on('response', onResponse);
        try {
          await (await action.button(host)).click();
          await waitForText(host.page, action.done, 15_000);
        } finally {
          host.page.off('response', onResponse);
        }
        const sent = actionRequests(path);
        expect(sent).toHaveLength(2);
        const [first, second] = sent.map((request) => request.headers['idempotency-key'] ?? '');
        expect(first).toMatch(/^[0-9a-f-]{36}$/);
        expect(second).toBe(first);
        expect(keys).not.toContain(first);
        keys.push(first ?? '');
        // The repeat was answered from the backend's record of the first: it acted once.
        const replayed = answers.find((answer) => answer.status() === 200);
        expect(replayed?.headers()[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
        expect(action.changedOnce(before, customerRecord(action.customerId))).toEqual([]);
        figures.retries++;
      });
    }
  }
});
