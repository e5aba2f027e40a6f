import type { Page } from 'playwright-core';

/** Signs in on the dashboard's sign-in form the page shows, as a team member would. */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
