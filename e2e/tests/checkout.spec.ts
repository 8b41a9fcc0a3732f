import type { Page } from '@playwright/test';
import {
  accountMenu,
  expect,
  freshEmail,
  linkFromLatestMail,
  loginByApi,
  registerByApi,
  retype,
  test,
} from './support';

// Journeys through the checkout: a visitor orders a wing by bank transfer and finds the order
// again through the confirmation mail; a customer pays by card (through the local stand-in of
// the payment service), finds the order paid under My Orders, and staff find it in the back office.

const EMILIE = '/store/products/wings/emilie-peace2';
const REPAIR_KIT = '/store/products/addons/repair-kit';

/** Puts a product in the cart from its page and goes to the checkout through the drawer. */
async function addAndCheckOut(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL('/store/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
}

async function acceptAndOrder(page: Page) {
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /I have read the withdrawal policy/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/store\/orders\/\d{4}-\d{4,6}-[0-9a-f]{32}$/);
  const heading = page.getByRole('heading', { name: /^Order \d{4}-\d{4,6}$/, level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace('Order ', '');
}

test('a visitor orders a wing by bank transfer and opens the order again from the mail', async ({
  page,
}) => {
  const email = freshEmail('guest');
  await addAndCheckOut(page, EMILIE);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  // Nothing is ordered before the address and both consents are there.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please accept the terms and conditions to order.')).toBeVisible();
  await expect(page).toHaveURL('/store/checkout');
  // A wing is made to order: the withdrawal text says what that means.
  await expect(
    page.getByText(
      'A wing made to order in custom colours is excluded from the right of withdrawal.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeEnabled();

  await retype(field('Full name'), 'Gina Guest');
  await retype(field('Address'), 'Startplatz 3');
  await retype(field('Zip code'), '6020');
  await retype(field('City'), 'Innsbruck');
  await retype(field('Phone'), '+43 664 2223344');
  await retype(field('E-mail'), email);
  await retype(field('Comment'), 'Please call before delivery.');

  // What was typed stays with the cart: a reload loses nothing.
  await field('Comment').blur();
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/api/store/cart/')).json()) as {
        address: Record<string, string>;
        comment: string;
      };
      return [cart.address.email, cart.address.phone, cart.comment];
    })
    .toEqual([email, '+43 664 2223344', 'Please call before delivery.']);
  await page.reload();
  await expect(field('Full name')).toHaveValue('Gina Guest');
  await expect(field('City')).toHaveValue('Innsbruck');
  await expect(field('Phone')).toHaveValue('+43 664 2223344');
  await expect(field('E-mail')).toHaveValue(email);
  await expect(field('Comment')).toHaveValue('Please call before delivery.');

  const number = await acceptAndOrder(page);
  const orderUrl = page.url();
  await expect(page.getByText(`A confirmation is on its way to ${email}.`)).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Awaiting payment')).toBeVisible();
  for (const term of ['Account holder', 'IBAN', 'BIC', 'Bank', 'Reference', 'Amount']) {
    await expect(payment.getByRole('term').getByText(term, { exact: true })).toBeVisible();
    await expect(payment.getByRole('button', { name: `Copy ${term}` })).toBeVisible();
  }
  await expect(payment.getByRole('definition').getByText(number, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Order lines' }).getByRole('link', { name: /Emilie Peace 2/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Gina Guest');
  await expect(page.getByRole('list', { name: 'Order status' })).toContainText('Placed');
  // The cart is empty now.
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();

  const link = await linkFromLatestMail(page, email, '/store/orders/');
  await page.goto(link);
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('IBAN')).toBeVisible();
});

test('a customer pays by card, sees the order paid under My Orders, and staff find it', async ({
  page,
  browser,
}) => {
  const email = freshEmail('buyer');
  await registerByApi(page, email);
  await addAndCheckOut(page, REPAIR_KIT);

  // The account's address and phone are there; the e-mail is the account's.
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Full name')).toHaveValue('Erwin Example');
  await expect(field('City')).toHaveValue('Innsbruck');
  await expect(field('Phone')).toHaveValue('+43 664 7654321');
  await expect(field('E-mail')).toHaveValue(email);
  await expect(field('E-mail')).toHaveAttribute('readonly', '');

  // By card: the local stand-in of the payment service takes the payment.
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /I have read the withdrawal policy/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dev\/stripe\/pay\/cs_test_/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/store\/orders\/\d{4}-\d{4,6}-[0-9a-f]{32}$/);
  const heading = page.getByRole('heading', { name: /^Order \d{4}-\d{4,6}$/, level: 1 });
  const number = (await heading.innerText()).replace('Order ', '');
  const orderUrl = new URL(page.url()).pathname;
  // Processing until the payment service's event arrives, then paid.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(payment.getByText('IBAN')).toHaveCount(0);

  await accountMenu(page, 'My Orders');
  await expect(page).toHaveURL('/account/my_orders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  const order = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('link', { name: new RegExp(`Order ${number}`) });
  await expect(order).toContainText('Paid');
  await order.click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();

  // Staff find the order in the back office, paid, with the card payment.
  const staff = await (await browser.newContext()).newPage();
  await loginByApi(staff, 'staff@example.com');
  await staff.goto('/backoffice/orders');
  await staff.getByLabel('Search').fill(email);
  await expect(staff).toHaveURL(/search=/);
  await staff.getByText(number, { exact: true }).first().click();
  await expect(staff).toHaveURL(`/backoffice/orders/${number}`);
  await expect(staff.getByRole('heading', { name: new RegExp(number), level: 1 })).toBeVisible();
  await expect(staff.getByText(/cs_test_/).first()).toBeVisible();
  await staff.context().close();
});

test('a visitor creates an account while ordering and finds the order under My Orders', async ({
  page,
}) => {
  const email = freshEmail('newpilot');
  await addAndCheckOut(page, REPAIR_KIT);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await retype(field('Full name'), 'Nora Newpilot');
  await retype(field('Address'), 'Landeplatz 5');
  await retype(field('Zip code'), '6020');
  await retype(field('City'), 'Innsbruck');
  await retype(field('Phone'), '+43 664 5556677');
  await retype(field('E-mail'), email);
  await page.getByRole('checkbox', { name: 'Create an account with this e-mail address' }).check();
  await page.getByLabel(/^Password/).fill('thermal-hunter-7');
  await page.getByLabel(/^Confirm password/).fill('thermal-hunter-7');
  const number = await acceptAndOrder(page);

  // Logged in now, with the order in the new account.
  await accountMenu(page, 'My Orders');
  await expect(page).toHaveURL('/account/my_orders');
  await expect(
    page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('link', { name: new RegExp(`Order ${number}`) }),
  ).toBeVisible();
});
