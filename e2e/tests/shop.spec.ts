import type { Locator, Page } from '@playwright/test';
import {
  accountMenu,
  DEMO_PASSWORD,
  expect,
  freshEmail,
  loginByApi,
  registerByApi,
  test,
  toast,
} from './support';

// Journeys through the web shop: browsing and buying, promo codes, the prices' country, the
// cart across a login, a product made in the back office, and the shop's redirects.

const STAFF = 'staff@example.com';

const EMILIE = '/store/products/wings/emilie-peace2';
const REPAIR_KIT = '/store/products/addons/repair-kit';

/**
 * The navbar's cart button, whatever its count (its name is "Cart, 2 items"). While the drawer
 * is open MUI hides the rest of the page from the accessibility tree: its name is then read
 * from its aria-label.
 */
const cartButton = (page: Page) =>
  page.getByRole('button', { name: /^Cart, /, includeHidden: true });

const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });

/** The drawer's heading with the count. */
const cartHeading = (count: number) =>
  new RegExp(`^Your cart \\(${count} ${count === 1 ? 'item' : 'items'}\\)$`);

/** The value beside a label in the cart's totals: "Items", "Total", "Discount (FLYHIGH10)". */
const totalsValue = (totals: Locator, label: string) =>
  totals
    .locator('div')
    .filter({ has: totals.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** Euros as the shop writes them ("3 690 €", "23.88 €") to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** Puts a product in the cart from its page (its only or default variant) and waits for the drawer. */
async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartDrawer(page)).toBeVisible();
}

test('a visitor finds a wing, gets a size from the advisor and adds it to the cart', async ({
  page,
}) => {
  await page.goto('/store/categories/wings');
  await expect(page.getByRole('heading', { name: 'Wings', level: 1 })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  await page
    .getByRole('list', { name: 'Wings' })
    .getByRole('link', { name: 'Emilie Peace 2' })
    .click();
  await expect(page).toHaveURL(EMILIE);
  await expect(page.getByRole('heading', { name: 'Emilie Peace 2', level: 1 })).toBeVisible();
  await expect(page.getByText('3 690 €', { exact: true })).toBeVisible();

  const weight = page.getByRole('textbox', { name: 'All-up weight' });
  await weight.fill('12');
  await expect(page.getByText('Please enter your weight in kilograms, e.g. 85.')).toBeVisible();
  await weight.fill('90');
  await expect(page.getByText('Size M suits you best')).toBeVisible();
  await expect(page.getByText('90 kg lies within its range of 80–100 kg.')).toBeVisible();
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Choose size M' }).click();
  await expect(page.getByText('Size M is selected.')).toBeVisible();
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: cartHeading(1) })).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

  const line = drawer.getByRole('listitem').filter({ hasText: 'Emilie Peace 2' });
  await expect(line.getByText('Size: M')).toBeVisible();
  const less = line.getByRole('button', { name: 'Decrease amount of Emilie Peace 2 · M' });
  const more = line.getByRole('button', { name: 'Increase amount of Emilie Peace 2 · M' });
  const amount = line.getByRole('textbox', { name: 'Amount of Emilie Peace 2 · M' });
  await expect(amount).toHaveValue('1');
  await expect(less).toBeDisabled();

  const totals = drawer.getByRole('group', { name: 'Totals' });
  const total = totalsValue(totals, 'Total');
  await expect(totalsValue(totals, 'Items')).toHaveText('3 690 €');
  const totalBefore = cents(await total.innerText());
  expect(totalBefore).toBeGreaterThanOrEqual(369_000);

  await more.click();
  await expect(amount).toHaveValue('2');
  await expect(less).toBeEnabled();
  await expect(drawer.getByRole('heading', { name: cartHeading(2) })).toBeVisible();
  await expect(line.getByText('Line total: 7 380 €')).toBeVisible();
  await expect(totalsValue(totals, 'Items')).toHaveText('7 380 €');
  // The total is the items plus shipping (which may grow with the parcel).
  await expect
    .poll(async () => cents(await total.innerText()))
    .toBeGreaterThanOrEqual(totalBefore + 369_000);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
});

test('four wrong promo codes lead to the fallback code, which takes 10 % off', async ({ page }) => {
  await addToCart(page, REPAIR_KIT);
  await cartDrawer(page).getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL('/store/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  const promo = page.getByRole('form', { name: 'Promo code' });
  const field = promo.getByLabel('Promo code');
  const apply = promo.getByRole('button', { name: 'Apply' });
  const wrong = `NOPE${Date.now().toString(36).toUpperCase()}`;
  const hints = [
    'Invalid Code. Maybe you should try again...',
    'Still invalid. Come on, you can do it!',
    'Sigh. Okay, you get one more try.',
    'Okay, here is one that works: FLYHIGH10',
  ];
  await field.fill(wrong);
  for (const hint of hints) {
    await apply.click();
    // Each hint shows for 3 s only.
    await expect(promo.getByRole('status')).toHaveText(hint);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(wrong);
  }

  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totalsValue(totals, 'Items')).toHaveText('36 €');
  const totalBefore = cents(await totalsValue(totals, 'Total').innerText());

  await field.fill('FLYHIGH10');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await apply.click();
  const active = page.getByRole('group', { name: 'Promo code' });
  await expect(active.getByText('FLYHIGH10 · −10 %')).toBeVisible();
  await expect(active.getByText('10 % off everything.')).toBeVisible();
  await expect(totalsValue(totals, 'Discount (FLYHIGH10)')).toHaveText('−3.60 €');
  await expect
    .poll(async () => cents(await totalsValue(totals, 'Total').innerText()))
    .toBe(totalBefore - 360);
});

test('another country changes the prices and what they say about VAT', async ({ page }) => {
  await page.goto(EMILIE);
  await expect(page.getByRole('heading', { name: 'Emilie Peace 2', level: 1 })).toBeVisible();
  await expect(page.getByText('3 690 €', { exact: true })).toBeVisible();
  await expect(page.getByText('incl. 20 % VAT')).toBeVisible();

  await chooseCountry(page, 'Austria', 'Germany');
  await expect(
    page.getByRole('button', { name: 'DE – prices for Germany. Change country' }),
  ).toBeVisible();
  // 3 075 € net with Germany's 19 %.
  await expect(page.getByText('3 659.25 €', { exact: true })).toBeVisible();
  await expect(page.getByText('incl. 19 % VAT')).toBeVisible();

  await chooseCountry(page, 'Germany', 'Switzerland');
  await expect(page.getByText('3 075 €', { exact: true })).toBeVisible();
  await expect(page.getByText('Net price: local taxes and duties apply.')).toBeVisible();
  await expect(page.getByText('incl. 19 % VAT')).toBeHidden();

  // The cart shows the same country's prices.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: 'CH – prices for Switzerland. Change country' }),
  ).toBeVisible();
  const totals = drawer.getByRole('group', { name: 'Totals' });
  await expect(totalsValue(totals, 'Items')).toHaveText('3 075 €');
  await expect(totals.getByText('Prices are net: local taxes and duties apply.')).toBeVisible();

  // The choice stays with the visitor.
  await page.reload();
  await expect(page.getByText('3 075 €', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'CH – prices for Switzerland. Change country' }),
  ).toBeVisible();
});

/** Opens the country popup from the price's country button and picks another country. */
async function chooseCountry(page: Page, from: string, to: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`prices for ${from}\\. Change country$`) })
    .click();
  const popup = page.getByRole('dialog', { name: 'Show prices for' });
  await expect(popup).toBeVisible();
  const country = popup.getByRole('combobox', { name: 'Country' });
  await country.fill(to);
  await page.getByRole('option', { name: to, exact: true }).click();
  await expect(popup).toBeHidden();
}

test('the cart of a visitor goes with the login into the account', async ({ page, browser }) => {
  // An account of the journey's own, with an empty cart, made in another browser: this one
  // stays a visitor's until the login.
  const customer = freshEmail('cart');
  const elsewhere = await browser.newContext();
  await registerByApi(await elsewhere.newPage(), customer);
  await elsewhere.close();

  await addToCart(page, REPAIR_KIT);
  const drawer = cartDrawer(page);
  const line = drawer.getByRole('listitem').filter({ hasText: 'Repair Kit' });
  await expect(line).toBeVisible();
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();

  await accountMenu(page, 'Login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail').fill(customer);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in!')).toBeVisible();
  await expect(login).toBeHidden();

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(drawer).toBeVisible();
  await expect(line).toBeVisible();
  await expect(line.getByRole('textbox', { name: 'Amount of Repair Kit · One size' })).toHaveValue(
    '1',
  );

  // It is the account's cart now: it is still there in a new session of the customer.
  await page.context().clearCookies();
  await loginByApi(page, customer);
  await page.goto('/store/checkout');
  const checkoutLine = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', {
    name: /Repair Kit/,
  });
  await expect(checkoutLine).toBeVisible();

  // Removing the line empties the account's cart.
  await checkoutLine.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('staff create a product with a picture and a variant; visitors find it in the shop', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now().toString(36)}${test.info().project.name}`;
  const name = `Test Glove ${stamp}`;
  const slug = `test-glove-${stamp}`;
  await loginByApi(page, STAFF);
  await page.goto('/backoffice/products/new');
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Product' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Make the address from the name' }).click();
  await expect(form.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue(slug);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Addons' }).click();
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveText('Addons');
  await expect(form.getByText(`The page: /store/products/addons/${slug}`)).toBeVisible();
  await form.getByRole('textbox', { name: 'Slogan' }).fill('Warm hands at take-off.');
  await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();

  await form.getByRole('textbox', { name: 'Alt text of new pictures' }).fill(`${name}, flat`);
  await form.getByLabel('Pictures: files to upload').setInputFiles({
    name: `${slug}.png`,
    mimeType: 'image/png',
    // A real picture to upload: a PNG of the form as the browser shows it.
    buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }),
  });
  const pictures = form.getByRole('list', { name: 'Pictures, in order' });
  await expect(pictures.getByRole('listitem', { name: `Picture 1: ${name}, flat` })).toBeVisible();

  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page, `${name} created. Now add its variants.`)).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/products\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add variant' }).click();
  const dialog = page.getByRole('dialog', { name: `New variant of ${name}` });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('One size');
  await dialog.getByRole('textbox', { name: 'SKU' }).fill(`E2E-${stamp}`);
  await dialog.getByRole('textbox', { name: 'Price (net)' }).fill('19.90');
  await dialog.getByRole('button', { name: 'Add variant' }).click();
  await expect(toast(page, 'Variant One size added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Variants' }).getByText('19.90 €')).toBeVisible();

  // A visitor, in a browser of their own.
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/store/categories/addons');
    await visitor
      .getByRole('list', { name: 'Addons' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(visitor).toHaveURL(`/store/products/addons/${slug}`);
    await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Warm hands at take-off.')).toBeVisible();
    // 19.90 € net with Austria's 20 %.
    await expect(visitor.getByText('23.88 €', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('img', { name: `${name}, flat` }).first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  } finally {
    await visitor.close();
  }
});

test.describe('old and short addresses lead to their pages', () => {
  test('/store/2ndhand goes to the bargains', async ({ page }) => {
    await page.goto('/store/2ndhand');
    await expect(page).toHaveURL('/store/bargains');
    await expect(page.getByRole('heading', { name: 'Bargains', level: 1 })).toBeVisible();
  });

  test('/r/rpkt goes to the repair kit', async ({ page }) => {
    await page.goto('/r/rpkt');
    await expect(page).toHaveURL(REPAIR_KIT);
    await expect(page.getByRole('heading', { name: 'Repair Kit', level: 1 })).toBeVisible();
  });

  test("Sophie Joy's product page goes to her promo page", async ({ page }) => {
    await page.goto('/store/products/wings/sophie-joy');
    await expect(page).toHaveURL('/promo/sophie2025');
    await expect(page.getByRole('heading', { name: 'Sophie Joy', level: 1 })).toBeVisible();
  });

  test('/promo goes to the promo page', async ({ page }) => {
    await page.goto('/promo');
    await expect(page).toHaveURL('/promo/sophie2025');
    await expect(page.getByRole('heading', { name: 'Sophie Joy', level: 1 })).toBeVisible();
  });

  test("Sophie Joy's card in the wings list leads to the promo page too", async ({ page }) => {
    await page.goto('/store/categories/wings');
    await page
      .getByRole('list', { name: 'Wings' })
      .getByRole('link', { name: 'Sophie Joy' })
      .click();
    await expect(page).toHaveURL('/promo/sophie2025');
    await expect(page.getByRole('heading', { name: 'Sophie Joy', level: 1 })).toBeVisible();
  });
});
