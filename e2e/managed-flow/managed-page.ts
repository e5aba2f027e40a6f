/**
 * Drives the managed flow in the built playground (`experience=managed-flow`) as a customer does: open the
 * page, press Show, type the e-mail, read the code the backend e-mailed (GET /__mock/emails: msw's worker
 * keeps the mock's outbox; on the real server, the harness reads what its mailer sent), type or paste it.
 */
import type { Locator } from 'playwright-core';
import { customerFixtures } from '../../fixtures/index.ts';
import type { SentEmail } from '../../mocks/backend/index.ts';
import type { FlowPage } from '../support/flow-page.ts';
import type { PlaygroundHarness } from '../support/playground-harness.ts';

/** The playground's default customer, whose e-mail the managed flow is given. */
export const CUSTOMER = customerFixtures['active-monthly'](new Date()).customer;
export const CUSTOMER_EMAIL = CUSTOMER.email ?? '';

export interface ManagedPage extends FlowPage {
  /** The managed flow's host element (Playwright's locators pierce its open shadow root). */
  managed: Locator;
  /** The managed flow's dialog. */
  managedDialog: Locator;
  emailInput: Locator;
  /** The six code boxes, in order. */
  codeBoxes: Locator;
  /** The error under the e-mail input or the code boxes. */
  alert: Locator;
  /** Presses the playground's Show button and waits for the managed flow's dialog. */
  showManaged(): Promise<void>;
  /** The codes e-mailed to `to`, oldest first. */
  codes(to?: string): Promise<string[]>;
  /** The newest code e-mailed to `to`. */
  lastCode(to?: string): Promise<string>;
  /** Sends POST /__mock/load from the page (after the playground loaded its scenario). */
  loadIntoBackend(body: Record<string, unknown>): Promise<void>;
}

/** Opens the playground on the managed flow (initialised, not shown). */
export async function openManagedPage(
  harness: PlaygroundHarness,
  query: Record<string, string | true> = {},
): Promise<ManagedPage> {
  const flowPage = await harness.open({ experience: 'managed-flow', ...query });
  const { page, backendOrigin } = flowPage;
  const managed = page.locator('#holdfast-managed-flow');
  const managedDialog = managed.getByRole('dialog');
  const emails = async (to: string): Promise<SentEmail[]> =>
    page.evaluate(
      ([address, origin]) =>
        fetch(new URL(`/__mock/emails?to=${encodeURIComponent(address)}`, origin)).then((r) => r.json()),
      [to, backendOrigin] as const,
    );
  const codes = async (to = CUSTOMER_EMAIL) => (await emails(to)).map((email) => email.code);
  return {
    ...flowPage,
    managed,
    managedDialog,
    emailInput: managedDialog.getByRole('textbox', { name: 'Email address' }),
    codeBoxes: managedDialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox'),
    alert: managedDialog.getByRole('alert'),
    async showManaged() {
      await page.getByRole('button', { name: 'Show managed flow' }).click();
      await managedDialog.waitFor();
    },
    codes,
    async lastCode(to = CUSTOMER_EMAIL) {
      const all = await codes(to);
      const code = all[all.length - 1];
      if (!code) throw new Error(`no code was e-mailed to ${to}`);
      return code;
    },
    async loadIntoBackend(body) {
      const status = await page.evaluate(
        ([json, origin]) =>
          fetch(new URL('/__mock/load', origin), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(json),
          }).then((response) => response.status),
        [body, backendOrigin] as const,
      );
      if (status >= 300) throw new Error(`the backend refused the load (${status})`);
    },
  };
}

/** A six-digit code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
