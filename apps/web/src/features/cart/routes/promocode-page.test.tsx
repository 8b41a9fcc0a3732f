import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FLYHIGH10, makeCart } from '../test/cart-fixtures';
import { jsonResponse, mockApi, renderCart } from '../test/render-cart';
import PromocodePage from './promocode-page';

const WELCOME50 = {
  ...FLYHIGH10,
  code: 'WELCOME50',
  description: '50 € off your first order from 300 €.',
  kind: 'amount' as const,
  percent_off: null,
  amount_off: '50.00',
  min_order_value: '300.00',
  valid_until: '2027-03-31T22:00:00Z',
  categories: ['wings'],
};

const renderPage = (slug: string) =>
  renderCart(<PromocodePage />, {
    path: '/store/promocode/:slug',
    route: `/store/promocode/${slug}`,
  });

describe('PromocodePage', () => {
  it('shows what the code gives and applies it to the cart', async () => {
    const calls = mockApi({
      'GET /api/store/promocodes_public/WELCOME50/': () => jsonResponse(WELCOME50),
      'GET /api/store/cart/': () => jsonResponse(makeCart()),
      'POST /api/store/cart/set-promocode/': () =>
        jsonResponse(makeCart({ promocode: 'WELCOME50', promocode_info: WELCOME50 })),
    });
    const { user } = renderPage('WELCOME50');
    expect(await screen.findByText('50 € off your first order from 300 €.')).toBeInTheDocument();
    expect(screen.getByText('− 50 €')).toBeInTheDocument();
    expect(screen.getByText('all Wings')).toBeInTheDocument();
    expect(screen.getByText('300 €')).toBeInTheDocument();
    expect(screen.getByText('31 March 2027 at 22:00', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply to my cart' }));
    expect(
      await screen.findByText('Promo code WELCOME50 applied to your cart.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/store/checkout',
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        promocode: 'WELCOME50',
      }),
    );
  });

  it('says clearly when the code does not exist or has expired', async () => {
    mockApi({ 'GET /api/store/cart/': () => jsonResponse(makeCart()) });
    renderPage('SUMMER2025');
    expect(
      await screen.findByText('This promo code does not exist or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/store/categories',
    );
    expect(screen.queryByRole('button', { name: 'Apply to my cart' })).not.toBeInTheDocument();
  });
});
