import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BAG, EMPTY_CART, makeCart, makeItem } from '../test/cart-fixtures';
import { jsonResponse, mockApi, renderCart } from '../test/render-cart';
import CheckoutPage from './checkout-page';

const CART = makeCart({ items: [makeItem(), BAG] });

describe('CheckoutPage', () => {
  it('shows the lines, the delivery methods, the promo code field and the totals', async () => {
    mockApi({ 'GET /api/store/cart/': () => jsonResponse(CART) });
    renderCart(<CheckoutPage />, { route: '/store/checkout' });
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    const lines = await screen.findByRole('list', { name: 'Cart lines' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(document.title).toBe('Windfamily | Checkout');

    const delivery = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(within(delivery).getByRole('radio', { name: /Standard delivery\s*24 €/ })).toBeChecked();
    expect(within(delivery).getAllByRole('radio')).toHaveLength(3);

    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('Total4 614 €');
    expect(totals).toHaveTextContent('incl. 20 % VAT769 €');
    // The country is shown but cannot change here.
    expect(screen.getByRole('button', { name: 'AT – prices for Austria' })).toBeDisabled();
  });

  it('sends a chosen delivery method', async () => {
    const calls = mockApi({
      'GET /api/store/cart/': () => jsonResponse(CART),
      'POST /api/store/cart/': () => jsonResponse({ ...CART, delivery_method: 'express' }),
    });
    const { user } = renderCart(<CheckoutPage />, { route: '/store/checkout' });
    await user.click(await screen.findByRole('radio', { name: /Express delivery/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        delivery_method: 'express',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Express delivery/ })).toBeChecked(),
    );
  });

  it('has an empty state with the way to the shop', async () => {
    mockApi({ 'GET /api/store/cart/': () => jsonResponse(EMPTY_CART) });
    renderCart(<CheckoutPage />, { route: '/store/checkout' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says so when the cart cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/store/cart/': () =>
        fail ? jsonResponse({ detail: 'Service unavailable' }, 503) : jsonResponse(CART),
    });
    const { user } = renderCart(<CheckoutPage />, { route: '/store/checkout' });
    expect(await screen.findByText('The cart could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Cart lines' })).toBeInTheDocument();
  });
});
