/**
 * Faults: every call of the spec's table (FAULT_CASES) answered with a 500, a 429, a 400, a timeout, a
 * malformed body and a network error, in the built widget in Chromium. The widget reaches the spec's
 * state and message, with no uncaught exception or unhandled rejection and no endless spinner, a retry
 * only where the spec offers one, and the session's results still reach the backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '../../contract/call-table.ts';
import type { FaultRuleInput } from '../../mocks/backend/faults.ts';
import { callPathRegex } from './support/call-path.ts';
import {
  FAULT_CASES,
  FAULTS,
  type FaultCallCase,
  type FaultName,
  PENDING_FAULT_CALLS,
} from './support/fault-calls.ts';
import { printFigures } from './support/figures.ts';
import { type HostPage, type QualityHarness, startHarness } from './support/harness.ts';
import { COMPRESS_LONG_TIMERS_SCRIPT } from './support/host-page.ts';
import { busyIndicators, button, waitForText, widget } from './support/widget.ts';

/** How long the widget may take to settle after a fault (retries and backoffs included). */
const SETTLE_TIMEOUT_MS = 15_000;

let harness: QualityHarness;
let host: HostPage | undefined;
const figures = { cases: 0, calls: new Set<string>(), experiences: new Set<string>(), callCases: 0 };
const caseKeys = new Set<string>();
/**
 * The session keys of the cases run so far on the page. A timeout case's request is held and then dropped
 * by the mock, and Chromium sends a POST again by itself when a reused connection closes before any answer
 * (seen: the session arrived a second time 3 s after its case, in a later case after the reset). Such a
 * late copy is an earlier case's, not one this case's refusal let through.
 */
const earlierSessionKeys = new Set<string>();

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  const pending = Object.keys(PENDING_FAULT_CALLS);
  printFigures(
    'faults',
    `${FAULTS.length} faults × ${figures.callCases} call cases (${figures.calls.size} calls, ${figures.experiences.size} experiences) = ` +
      `${figures.cases} cases: spec state reached, no uncaught error, no endless spinner, session results delivered where a session exists; ` +
      (pending.length
        ? `${pending.length} calls pending their experience (${pending.join(', ')})`
        : 'no call pending'),
  );
  await harness?.close();
});

async function hostCalls(name: string) {
  return (await (host as HostPage).hostCalls()).filter((call) => call.name === name);
}

async function sessionKeyNow(page: HostPage): Promise<string | null> {
  const data = await page.page.evaluate(() => Reflect.get(window, 'holdfast').getSessionData());
  const key: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'sessionKey') : null;
  return typeof key === 'string' ? key : null;
}

/** Leaves the way a customer would: Go to account when shown, else the close button, else Escape. */
async function leave(page: HostPage): Promise<void> {
  const goToAccount = button(page.page, 'Go to account');
  const close = widget(page.page).getByRole('button', { name: 'Close dialog' }).first();
  if (await goToAccount.isVisible()) await goToAccount.click();
  else if (await close.isVisible()) await close.click();
  else if (await widget(page.page).count()) await page.page.keyboard.press('Escape');
}

/** The requests of the case's call (by method too: GET and POST embed/billing are two calls). */
function requestsOf(testCase: FaultCallCase) {
  const path = new RegExp(callPathRegex(testCase.call));
  const method = API_CALLS[testCase.call].method;
  return harness.mock.backend.requests().filter((r) => r.method === method && path.test(r.path));
}

async function runCase(testCase: FaultCallCase, fault: FaultName, rule: FaultRuleInput): Promise<void> {
  const expected = { ...testCase.expect, ...testCase.expectFor?.[fault] };
  host ??= await harness.openHost({ before: [COMPRESS_LONG_TIMERS_SCRIPT] });
  const page = host;
  harness.resetBackend();
  await page.page.evaluate(() => Reflect.set(window, '__hostCalls', []));
  const pathRegex = callPathRegex(testCase.call);
  harness.mock.backend.faults.add([
    ...(testCase.extraFaults ?? []),
    {
      ...rule,
      method: API_CALLS[testCase.call].method,
      pathRegex,
      ...(testCase.times ? { times: testCase.times } : {}),
    },
  ]);
  const errorsBefore = page.log.errors.length;
  await testCase.drive({ harness, host: page });

  // The call under test was made: the case exercised what it claims to.
  const callMade = () =>
    expect.poll(() => requestsOf(testCase).length, { timeout: SETTLE_TIMEOUT_MS }).toBeGreaterThan(0);
  if (!testCase.callAfterLeave) await callMade();

  if (expected.text === null) {
    await expect.poll(() => widget(page.page).count(), { timeout: SETTLE_TIMEOUT_MS }).toBe(0);
  } else {
    await waitForText(page.page, expected.text, SETTLE_TIMEOUT_MS);
    await expect.poll(() => busyIndicators(page.page), { timeout: SETTLE_TIMEOUT_MS }).toEqual([]);
    const retry = widget(page.page).getByRole('button', {
      name: testCase.retryButton ?? /retry|try again/i,
      exact: true,
    });
    expect(await retry.count()).toBe(expected.retry ? 1 : 0);
  }

  const onError = await hostCalls('onError');
  if (expected.onError === null) expect(onError).toEqual([]);
  else expect(onError.map((call) => Reflect.get(Object(call.args[0]), 'code'))).toContain(expected.onError);

  const sessionKey = await sessionKeyNow(page);
  await (testCase.leave ?? leave)(page);
  if (testCase.callAfterLeave) await callMade();
  if (expected.sessionResults) {
    expect(sessionKey).not.toBeNull();
    await expect
      .poll(() => harness.mock.backend.app()?.sessions.some((session) => session.sessionKey === sessionKey), {
        timeout: SETTLE_TIMEOUT_MS,
      })
      .toBe(true);
  } else {
    // The refused session was not stored, nor any other of this case (an earlier case's late copy aside).
    const stored = harness.mock.backend.app()?.sessions ?? [];
    const thisCase = stored.filter((session) => !earlierSessionKeys.has(session.sessionKey));
    expect(thisCase).toEqual([]);
  }
  if (sessionKey) earlierSessionKeys.add(sessionKey);
  await expect.poll(() => widget(page.page).count()).toBe(0);
  const uncaught = page.log.errors.slice(errorsBefore).filter((line) => line.startsWith('uncaught'));
  expect(uncaught).toEqual([]);
}

describe('every call of the spec table has fault cases (or waits for its experience)', () => {
  it('covers each call once', () => {
    const covered = new Set<string>(FAULT_CASES.map((testCase) => testCase.call));
    for (const name of Object.keys(API_CALLS)) {
      expect(covered.has(name) !== Object.hasOwn(PENDING_FAULT_CALLS, name), name).toBe(true);
    }
  });
});

describe('spec §8: each call fails six ways and the widget lands on its spec state', () => {
  for (const testCase of FAULT_CASES) {
    for (const fault of FAULTS) {
      it(`${testCase.experience}: ${testCase.call} — ${fault.name}`, { timeout: 60_000 }, async () => {
        try {
          await runCase(testCase, fault.name, fault.rule);
          figures.cases++;
          figures.calls.add(testCase.call);
          figures.experiences.add(testCase.experience);
          caseKeys.add(`${testCase.experience}/${testCase.call}`);
          figures.callCases = caseKeys.size;
        } catch (error) {
          console.error(
            `[quality] faults: ${testCase.call} — ${fault.name} failed\n${await host?.diagnostics()}`,
          );
          // A page in an unknown state is not reused.
          await host?.close();
          host = undefined;
          throw error;
        }
      });
    }
  }
});
