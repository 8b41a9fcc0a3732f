import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1234';

let counter = 0;
/** A fresh e-mail address for one journey. */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** Whether the page runs at a mobile width (the sandwich menu). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 900;

/** Opens the account menu of the navbar (inside the sandwich menu on mobile). */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
}

/** The link of the newest mail to `to`, as the dev outbox shows it. */
export async function linkFromLatestMail(
  page: Page,
  to: string,
  hrefPart: string,
): Promise<string> {
  await page.goto('/dev/mails/');
  const mail = page.locator('article.mail', { has: page.locator('.to', { hasText: to }) }).first();
  await expect(mail).toBeVisible();
  const href = await mail.locator(`a[href*="${hrefPart}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link with ${hrefPart} in the mail to ${to}`);
  return href;
}
