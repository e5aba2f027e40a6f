/**
 * Opening the walls and the managed flow on a quality host page the way a host does: the walls by `init`
 * (signed for a fixture customer, recording every callback) and then `check(kind, { force: true })`, which
 * falls back to init's options; the managed flow by `managedFlow('show', options)` without any identity.
 */
import type { Locator, Page } from 'playwright-core';
import type { CustomerFixtureName } from '../../../fixtures/index.ts';
import { NOTIFICATION_NAMES } from '../../../renderer/state/init-options.ts';
import { type HostInit, type HostPage, initOptionsFor, type QualityHarness } from './harness.ts';
import { widget } from './widget.ts';

/** The walls `check` knows, and the experience each one is. */
export type WallKind = 'pause' | 'failed-payment';

/** What a wall is opened with: the customer (and init's options), and what check adds. */
export interface WallOpen {
  customer: CustomerFixtureName;
  init?: Omit<HostInit, 'customer'>;
  /** Options of check itself (soft, gracePeriodDays...); `stripe: 'unavailable'` gives a Stripe.js that cannot load. */
  check?: Record<string, unknown>;
}

export interface ExperienceContext {
  harness: QualityHarness;
  host: HostPage;
}

/** Calls holdfast.check; resolves with its answer (`{ ok, shown, skipped }` or `{ ok: false, message }`). */
export async function checkWall(
  { host }: ExperienceContext,
  kind: WallKind,
  open: WallOpen,
): Promise<unknown> {
  const init = await host.init({ ...open.init, customer: open.customer });
  if (JSON.stringify(init) !== '{"ok":true}') throw new Error(`init failed: ${JSON.stringify(init)}`);
  return host.page.evaluate(([wall, extra]) => Reflect.get(window, '__qualityCheck')(wall, extra), [
    kind,
    open.check ?? {},
  ] as const);
}

/** Opens a wall that must show: its dialog is on screen when this resolves. */
export async function openWall(ctx: ExperienceContext, kind: WallKind, open: WallOpen): Promise<void> {
  const answer = await checkWall(ctx, kind, open);
  if (JSON.stringify(answer) !== '{"ok":true,"shown":true,"skipped":false}')
    throw new Error(`check('${kind}') did not show the wall: ${JSON.stringify(answer)}`);
  await widget(ctx.host.page).locator('[role="dialog"]').first().waitFor({ state: 'visible' });
}

/** The failed-payment wall's card field (the fake Stripe's input, in the wall's shadow root). */
export function cardNumber(page: Page): Locator {
  return widget(page).getByRole('textbox', { name: 'Card number' });
}

/**
 * Types a known card number into the fake Stripe field and waits until Update billing takes it. A change
 * the card element reports before the wall listens (its listeners attach in an effect) is lost, as a
 * customer's first keystroke could be: then the number is typed again.
 */
export async function typeCard(page: Page, number: string): Promise<void> {
  const enabled = widget(page).locator('button:enabled', { hasText: 'Update billing' });
  for (let attempt = 1; ; attempt++) {
    await cardNumber(page).fill('');
    await cardNumber(page).pressSequentially(number);
    try {
      await enabled.waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Starts the managed flow (not awaited: it resolves only once the configuration has loaded, and a screen may
 * hold that load). `init` gives the options; the identity never travels.
 */
export async function startManagedFlow({ harness, host }: ExperienceContext, init: HostInit = {}) {
  const { handlers, ...rest } = init;
  const options = await initOptionsFor({ ...rest, customer: null }, harness.mock.url, harness.now);
  await host.page.evaluate(
    ([opts, notifications, calls]) => {
      void Reflect.get(window, '__qualityManaged')(opts, notifications, calls);
    },
    [options, NOTIFICATION_NAMES, handlers ?? {}] as const,
  );
}

/** The managed flow's e-mail input. */
export function emailInput(page: Page): Locator {
  return widget(page).getByRole('textbox', { name: 'Email address' });
}

/** The six code boxes. */
export function codeBoxes(page: Page): Locator {
  return widget(page).getByRole('group', { name: 'Verification code' }).getByRole('textbox');
}

/** The newest code the mock backend e-mailed to `to`. */
export function lastCode(harness: QualityHarness, to: string): string {
  const sent = harness.mock.backend.emails().filter((email) => email.to === to);
  const code = sent[sent.length - 1]?.code;
  if (!code) throw new Error(`no code was e-mailed to ${to}`);
  return code;
}

/** Types `email` and sends it by Enter (spec §5); resolves once the code form is up. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await emailInput(page).fill(email);
  await emailInput(page).press('Enter');
}

/** Types a six-digit code into the boxes (each digit moves on; the sixth submits). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await codeBoxes(page).first().waitFor();
  await codeBoxes(page).first().focus();
  await page.keyboard.type(code);
}

/** A six-digit code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
