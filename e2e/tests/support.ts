import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1234';
export const NEW_PASSWORD = 'fresh-thermal-42';

let counter = 0;
/**
 * A fresh e-mail address for one journey (unique across the run's workers too: each counts
 * from zero, so a random part of its own tells them apart).
 */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

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

/**
 * Replaces the text of a field as a person's browser would fill it in (autofill, a paste):
 * focus, the new value in one change, the change checked at once.
 */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
}

/** A client address of its own for each set-up call, as if another visitor made it. */
const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * The journeys' `test`: the browsers of each journey (its page and the contexts it opens)
 * come from a client address of their own, so the per-address limits (logins, sign-ups,
 * promo codes, saved designs) count what that journey does and nothing of the journeys that
 * ran before it or run beside it in another worker. The server trusts the header in the
 * journeys only (see start-server.mjs); a private address keeps the default country.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress() });
  },
});
export { expect };

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

/** An order as the checkout answers it: its number, its page and what it costs. */
export interface PlacedOrder {
  number: string;
  /** The customer's private order page: `/store/orders/{number}-{secret}`. */
  link: string;
  /** Euros as the API writes them: "72.00". */
  total: string;
  /** The price of one repair kit, VAT included. */
  unitPrice: string;
}

/**
 * A visitor in the page's browser context orders one of a product (a repair kit by default) by
 * bank transfer through the API, delivered to `name` in Innsbruck (for journeys that start
 * from a placed order).
 */
export async function placeOrderByApi(
  page: Page,
  email: string,
  name = 'Erwin Example',
  productSlug = 'repair-kit',
): Promise<PlacedOrder> {
  const request = page.context().request;
  const product = await request.get(`/api/store/products/${productSlug}?country=at`);
  expect(product.status()).toBe(200);
  const [variant] = ((await product.json()) as { variants: { id: number }[] }).variants;
  const added = await request.post('/api/store/cart/add-item/', {
    headers: await csrfHeaders(request, page),
    data: { product_variant: variant?.id, amount: 1 },
  });
  expect(added.status()).toBe(200);
  const addressed = await request.post('/api/store/cart/', {
    headers: await csrfHeaders(request, page),
    data: {
      address: {
        name,
        address: 'Talstation 2',
        zipcode: '6020',
        city: 'Innsbruck',
        country: 'at',
        phone: '+43 664 7654321',
        email,
      },
    },
  });
  expect(addressed.status()).toBe(200);
  const placed = await request.post(
    '/api/store/cart/checkout/?delivery_method=standard&payment_method=bank_transfer',
    { headers: await csrfHeaders(request, page) },
  );
  expect(placed.status()).toBe(200);
  const { order } = (await placed.json()) as {
    order: {
      sale_sequence: string;
      link: string;
      totals: { total: string };
      items: { unit_price: string }[];
    };
  };
  return {
    number: order.sale_sequence,
    link: order.link,
    total: order.totals.total,
    unitPrice: order.items[0]?.unit_price ?? '',
  };
}

/**
 * Staff with the payments permission, logged in in the page's browser context, record the
 * bank transfer that pays an order in full (for journeys that start from a paid order).
 */
export async function payOrderByApi(page: Page, order: PlacedOrder) {
  const request = page.context().request;
  const response = await request.post('/api/accounting/payments/', {
    headers: await csrfHeaders(request, page),
    data: { order: order.number, amount: order.total, date: new Date().toISOString().slice(0, 10) },
  });
  expect(response.status()).toBe(201);
}

/** Euros as the shop shows them: "72.00" is "72 €", "1234.50" is "1 234.50 €". */
export function euros(amount: string): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return cents === '00' ? `${grouped} €` : `${grouped}.${cents} €`;
}

/**
 * Opens a section of the back office by its navigation: the sidebar on wide screens, the
 * drawer behind the menu button on phones.
 */
export async function openBackofficeSection(page: Page, section: string) {
  if ((page.viewportSize()?.width ?? 0) < 900)
    await page.getByRole('button', { name: 'Open back office menu' }).click();
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: section, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
}
