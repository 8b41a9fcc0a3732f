import { screen, waitFor, within } from '@testing-library/react';
import type { Cart } from '@windfamily/contract/cart';
import { MSG } from '@windfamily/contract/messages';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/render-route';
import { orderKeys } from '../../orders';
import { makeOrder, ORDER_KEY, ORDER_LINK } from '../../orders/test/fixtures';
import CheckoutPage from '../routes/checkout-page';
import { BAG, EMPTY_CART, makeCart } from '../test/cart-fixtures';
import { jsonResponse, mockApi, renderCart, type ApiCall } from '../test/render-cart';
import { CHECKOUT_TEXTS } from './checkout-form';
import { CONSENT_MESSAGES } from './checkout-values';

const WING_CART = makeCart();
/** What a pilot typed at an earlier visit: the form starts complete. */
const TYPED_ADDRESS = {
  country: 'at',
  name: 'Erwin Example',
  address: 'Talstation 2',
  zipcode: '6020',
  city: 'Innsbruck',
  phone: '+43 664 7654321',
  email: 'erwin@example.com',
};
const LOGGED_OUT = () =>
  jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401);

/** An address field by its label (the input, not its helper text). */
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

const cartPosts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/store/cart/');
const checkoutCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/store/cart/checkout/'));

/** The cart's answer to a whole-cart update: what it was sent, as the server keeps it. */
const answerUpdate = (cart: Cart) => (body: unknown) => {
  const { address, country } = body as { address: Cart['address']; country?: string };
  return jsonResponse({ ...cart, address, country: country ?? cart.country });
};

async function renderCheckout(handlers: Parameters<typeof mockApi>[0] = {}, cart = WING_CART) {
  const calls = mockApi({
    'GET /api/login/': LOGGED_OUT,
    'GET /api/store/cart/': () => jsonResponse(cart),
    'POST /api/store/cart/': answerUpdate(cart),
    ...handlers,
  });
  const view = renderCart(<CheckoutPage />, { route: '/store/checkout' });
  await screen.findByRole('heading', { name: 'Delivery address' });
  return { ...view, calls };
}

/** Puts text into a field as a paste: one change instead of one per key. */
async function enter(user: ReturnType<typeof renderCart>['user'], name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillAddress(user: ReturnType<typeof renderCart>['user']) {
  await enter(user, 'Full name', 'Erwin Example');
  await enter(user, 'Address', 'Talstation 2');
  await enter(user, 'Zip code', '6020');
  await enter(user, 'City', 'Innsbruck');
  await user.type(field('Phone'), '6647654321');
  await enter(user, 'E-mail', 'erwin@example.com');
}

async function acceptBoth(user: ReturnType<typeof renderCart>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read the withdrawal policy/ }));
}

describe('the checkout form', () => {
  it('asks for every required field and both consents before ordering', async () => {
    const { user, calls } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    for (const name of ['Full name', 'Address', 'Zip code', 'City', 'Phone', 'E-mail']) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(MSG.required));
      expect(field(name)).toBeInvalid();
    }
    const terms = screen.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    expect(terms).toBeInvalid();
    expect(terms).toHaveAccessibleDescription(CONSENT_MESSAGES.terms);
    expect(
      screen.getByRole('checkbox', { name: /I have read the withdrawal policy/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(CONSENT_MESSAGES.withdrawal));
    // The first field with an error gets the focus.
    expect(field('Full name')).toHaveFocus();

    await user.type(field('E-mail'), 'erwin@');
    await user.type(field('Phone'), '12');
    await waitFor(() => expect(field('E-mail')).toHaveAccessibleDescription(MSG.invalidEmail));
    expect(field('Phone')).toHaveAccessibleDescription(MSG.invalidPhone);
    expect(checkoutCalls(calls)).toHaveLength(0);
  });

  it('offers bank transfer, shows card as not available yet and names the made-to-order exclusion', async () => {
    await renderCheckout();
    const payment = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(within(payment).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    const card = within(payment).getByRole('radio', { name: /Card/ });
    expect(card).toBeDisabled();
    expect(within(payment).getByText(CHECKOUT_TEXTS.cardUnavailable)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /I have read the withdrawal policy/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(CHECKOUT_TEXTS.madeToOrder));
  });

  it('leaves the made-to-order exclusion out when no wing is in the cart', async () => {
    await renderCheckout({}, makeCart({ items: [BAG] }));
    expect(screen.getByText(CHECKOUT_TEXTS.withdrawalPolicy)).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_TEXTS.madeToOrder, { exact: false })).toBeNull();
  });

  it('places the order, goes to the order page and fetches the emptied cart', async () => {
    let cart = WING_CART;
    const order = makeOrder();
    const { user, calls, router, queryClient } = await renderCheckout({
      'GET /api/store/cart/': () => jsonResponse(cart),
      'POST /api/store/cart/checkout/': () => {
        cart = EMPTY_CART;
        return jsonResponse({ link: ORDER_LINK, order });
      },
    });
    await fillAddress(user);
    await enter(user, 'Comment', 'Please ring twice.');
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_LINK));
    expect(router.state.location.state).toEqual({ placed: true });
    // The address went to the cart right before the order.
    expect(cartPosts(calls).at(-1)?.body).toEqual({
      address: {
        country: 'at',
        name: 'Erwin Example',
        address: 'Talstation 2',
        zipcode: '6020',
        city: 'Innsbruck',
        phone: '+43 664 7654321',
        email: 'erwin@example.com',
      },
      comment: 'Please ring twice.',
    });
    const [checkout] = checkoutCalls(calls);
    expect(checkout?.method).toBe('POST');
    expect(new URLSearchParams(checkout?.path.split('?')[1])).toEqual(
      new URLSearchParams({
        delivery_method: 'standard',
        comment: 'Please ring twice.',
        payment_method: 'bank_transfer',
      }),
    );
    // The order page starts with the order; the cart is fetched again (and is empty now).
    expect(queryClient.getQueryData(orderKeys.order(ORDER_KEY))).toEqual(order);
    const checkoutAt = calls.indexOf(checkout!);
    await waitFor(() =>
      expect(
        calls
          .slice(checkoutAt)
          .some((call) => call.method === 'GET' && call.path === '/api/store/cart/'),
      ).toBe(true),
    );
  });

  it('shows the server’s field errors on their fields and its sentence by the button', async () => {
    const { user, router } = await renderCheckout(
      {
        'POST /api/store/cart/checkout/': () =>
          jsonResponse(
            {
              detail: 'Please check the delivery address.',
              errors: {
                'address.city': ['at most 100 characters!'],
                'address.phone': [MSG.invalidPhone],
              },
            },
            400,
          ),
      },
      makeCart({ address: TYPED_ADDRESS }),
    );
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the delivery address.',
    );
    expect(field('City')).toHaveAccessibleDescription('at most 100 characters!');
    expect(field('City')).toBeInvalid();
    expect(field('Phone')).toHaveAccessibleDescription(MSG.invalidPhone);
    expect(router.state.location.pathname).toBe('/store/checkout');
  });

  it('shows a conflict (sold out) by the button and fetches the cart again', async () => {
    const detail =
      "'Compression Bag · One size' has just sold out: please remove it from the cart.";
    const { user, calls } = await renderCheckout(
      {
        'POST /api/store/cart/checkout/': () =>
          jsonResponse({ detail, errors: { items: [detail] } }, 409),
      },
      makeCart({ items: [BAG], address: TYPED_ADDRESS }),
    );
    await acceptBoth(user);
    const gets = () =>
      calls.filter((call) => call.method === 'GET' && call.path === '/api/store/cart/').length;
    const before = gets();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  });

  it('does not order when the total changed on the way (e.g. another country), and says so', async () => {
    const cart = makeCart({ address: TYPED_ADDRESS });
    const { user, calls } = await renderCheckout(
      {
        'POST /api/store/cart/': () =>
          jsonResponse({ ...cart, totals: { ...cart.totals, total: '4700.00' } }),
      },
      cart,
    );
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CHECKOUT_TEXTS.totalChanged('4 700 €'),
    );
    expect(checkoutCalls(calls)).toHaveLength(0);
  });

  it('prefills a logged-in pilot’s address and phone, shows the account’s e-mail read-only and never sends it', async () => {
    const { user, calls } = await renderCheckout({
      'GET /api/login/': () => jsonResponse(makeUser('customer')),
    });
    await waitFor(() => expect(field('Full name')).toHaveValue('Demo customer'));
    expect(field('Address')).toHaveValue('Werkstattweg 1');
    expect(field('City')).toHaveValue('Telfs');
    expect(field('Phone')).toHaveValue('+43 664 1234567');
    const email = field('E-mail');
    expect(email).toHaveValue('customer@example.com');
    expect(email).toHaveAttribute('readonly');

    await user.clear(field('City'));
    await user.type(field('City'), 'Innsbruck');
    await waitFor(() => expect(cartPosts(calls)).toHaveLength(1), { timeout: 3000 });
    expect(cartPosts(calls)[0]?.body).toEqual({
      address: {
        country: 'at',
        name: 'Demo customer',
        address: 'Werkstattweg 1',
        zipcode: '6410',
        city: 'Innsbruck',
        phone: '+43 664 1234567',
      },
      comment: '',
    });
  });

  it('prefills from the cart’s address when it holds more than a country', async () => {
    await renderCheckout(
      { 'GET /api/login/': () => jsonResponse(makeUser('customer')) },
      makeCart({
        address: { ...TYPED_ADDRESS, city: '' },
      }),
    );
    await waitFor(() => expect(field('Full name')).toHaveValue('Erwin Example'));
    expect(field('Address')).toHaveValue('Talstation 2');
    expect(field('City')).toHaveValue('');
    expect(field('Phone')).toHaveValue('+43 664 7654321');
  });

  it('keeps what is typed in the cart, and a new country sets the prices’ country at once', async () => {
    const { user, calls } = await renderCheckout();
    await user.type(field('City'), 'Innsbruck');
    await waitFor(() => expect(cartPosts(calls)).toHaveLength(1), { timeout: 3000 });
    expect(cartPosts(calls)[0]?.body).toEqual({
      address: { country: 'at', city: 'Innsbruck' },
      comment: '',
    });

    // A half-typed e-mail address waits until it is whole: nothing new to keep.
    await user.type(field('E-mail'), 'erwin@exa');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(cartPosts(calls)).toHaveLength(1);

    const country = screen.getByRole('combobox', { name: /^Country/ });
    await user.clear(country);
    await user.type(country, 'Germany');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(cartPosts(calls)).toHaveLength(2));
    expect(cartPosts(calls)[1]?.body).toEqual({
      address: { country: 'de', city: 'Innsbruck' },
      comment: '',
      country: 'de',
    });
  });

  it('creates an account on the way when asked: register first, then the order, in one go', async () => {
    let cart = makeCart({ address: TYPED_ADDRESS });
    let loggedIn = false;
    const account = { ...makeUser('customer'), email: TYPED_ADDRESS.email };
    const { user, calls, router } = await renderCheckout(
      {
        'GET /api/login/': () => (loggedIn ? jsonResponse(account) : LOGGED_OUT()),
        'GET /api/store/cart/': () => jsonResponse(cart),
        'POST /api/register': () => {
          loggedIn = true;
          return jsonResponse(account, 201);
        },
        'POST /api/store/cart/checkout/': () => {
          cart = EMPTY_CART;
          return jsonResponse({ link: ORDER_LINK, order: makeOrder() });
        },
      },
      cart,
    );
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.createAccount }));
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // No password yet: nothing is sent.
    expect(await screen.findByLabelText(/^Password/)).toBeInvalid();
    expect(checkoutCalls(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Password/), 'glide-ratio-10');
    await user.type(screen.getByLabelText(/^Confirm password/), 'glide-ratio-10');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_LINK));
    const register = calls.find((call) => call.path === '/api/register');
    expect(register?.body).toEqual({
      email: TYPED_ADDRESS.email,
      password: 'glide-ratio-10',
      phone: TYPED_ADDRESS.phone,
      address: {
        name: 'Erwin Example',
        address: 'Talstation 2',
        address2: '',
        zipcode: '6020',
        city: 'Innsbruck',
        state: '',
        country: 'at',
      },
    });
    expect(calls.indexOf(register!)).toBeLessThan(calls.indexOf(checkoutCalls(calls)[0]!));
  });

  it('orders nothing when the account cannot be created, and says why on the e-mail field', async () => {
    const taken = 'An account with this e-mail address already exists.';
    const { user, calls } = await renderCheckout(
      {
        'POST /api/register': () =>
          jsonResponse({ detail: taken, errors: { email: [taken] } }, 400),
      },
      makeCart({ address: TYPED_ADDRESS }),
    );
    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.createAccount }));
    await user.type(await screen.findByLabelText(/^Password/), 'glide-ratio-10');
    await user.type(screen.getByLabelText(/^Confirm password/), 'glide-ratio-10');
    await acceptBoth(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(field('E-mail')).toHaveAccessibleDescription(taken);
    expect(checkoutCalls(calls)).toHaveLength(0);
  });
});
