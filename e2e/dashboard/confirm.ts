import type { Page } from 'playwright-core';

/**
 * Answers yes to the page's next question (window.confirm: the flow editor asks before Publish, Roll back and
 * Discard draft) and resolves with its text. Playwright dismisses a dialog nobody listens for, which answers
 * no; call this before the click that asks.
 */
export function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
  });
}
