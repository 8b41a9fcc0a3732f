import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1234';
export const NEW_PASSWORD = 'fresh-thermal-42';

let counter = 0;
/** A fresh e-mail address for one journey. */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** Opens the account menu of the navbar and picks an item. */
export async function accountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * A toast with this text. (By text, not role: while a dialog is open, MUI hides everything
 * else, toasts included, from the accessibility tree; the dialog's own alert speaks then.)
 */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Replaces the text of a field by typing, as a person would. */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (text) await field.pressSequentially(text);
}

/** A client address of its own for each set-up call, as if another visitor made it. */
const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Calls the API as the browser does: session cookie and CSRF header. */
async function csrfHeaders(request: APIRequestContext, page: Page) {
  await request.get('/api/status/');
  const cookies = await page.context().cookies();
  return {
    'X-CSRFToken': cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '',
    'X-Forwarded-For': visitorAddress(),
  };
}

/** Creates an account through the API; the page's browser context is then logged in. */
export async function registerByApi(page: Page, email: string) {
  const request = page.context().request;
  const response = await request.post('/api/register', {
    headers: await csrfHeaders(request, page),
    data: {
      email,
      password: DEMO_PASSWORD,
      phone: '+43 664 7654321',
      address: {
        name: 'Erwin Example',
        address: 'Talstation 2',
        zipcode: '6020',
        city: 'Innsbruck',
        country: 'at',
      },
    },
  });
  expect(response.status()).toBe(201);
}

/** Logs in through the API (for journeys that are about something else). */
export async function loginByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const request = page.context().request;
  const response = await request.post('/api/login/', {
    headers: await csrfHeaders(request, page),
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

/** The link of the newest mail to `to`, as the dev outbox shows it. */
export async function linkFromLatestMail(
  page: Page,
  to: string,
  hrefPart: string,
): Promise<string> {
  await expect(async () => {
    await page.goto('/dev/mails/');
    await expect(page.locator('article.mail', { hasText: to }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  const mail = page.locator('article.mail', { hasText: to }).first();
  const href = await mail.locator(`.body a[href*="${hrefPart}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link with ${hrefPart} in the mail to ${to}`);
  return href;
}
