import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCountry } from '../api';
import { makeCart } from '../test/cart-fixtures';
import { jsonResponse, mockApi, renderCart } from '../test/render-cart';
import { CountryPriceButton } from './country-price-button';
import { COUNTRY_FOCUS_DELAY_MS } from './country-popover';

/** What a price query would be keyed by. */
function ShownCountry() {
  return <output aria-label="country of the prices">{useCountry()}</output>;
}

describe('CountryPriceButton', () => {
  it('shows the flag and code of the cart’s country', () => {
    mockApi();
    renderCart(<CountryPriceButton />, { cart: makeCart() });
    const button = screen.getByRole('button', { name: 'AT – prices for Austria. Change country' });
    expect(button).toHaveTextContent('🇦🇹AT');
  });

  it('opens a popup whose country field gets the focus, and closes it on selection', async () => {
    const calls = mockApi({
      'POST /api/store/cart/': (body) =>
        jsonResponse(makeCart({ country: (body as { country: string }).country })),
    });
    const { user } = renderCart(
      <>
        <CountryPriceButton />
        <ShownCountry />
      </>,
      { cart: makeCart() },
    );
    await user.click(
      screen.getByRole('button', { name: 'AT – prices for Austria. Change country' }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Show prices for' });
    const field = await within(popup).findByRole('combobox', { name: 'Country' });
    expect(field).toBeRequired();
    await waitFor(() => expect(field).toHaveFocus(), { timeout: COUNTRY_FOCUS_DELAY_MS + 1000 });

    await user.type(field, 'Germ');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/store/cart/',
        body: { country: 'de' },
      }),
    );
    expect(
      await screen.findByRole('button', { name: /^DE – prices for Germany/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'country of the prices' })).toHaveTextContent('de');
  });

  it('sends nothing when the same country is chosen again', async () => {
    const calls = mockApi();
    const { user } = renderCart(<CountryPriceButton />, { cart: makeCart() });
    await user.click(
      screen.getByRole('button', { name: 'AT – prices for Austria. Change country' }),
    );
    const field = await screen.findByRole('combobox', { name: 'Country' });
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /Austria/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('cannot be changed on the checkout page', () => {
    mockApi();
    renderCart(<CountryPriceButton />, { cart: makeCart(), route: '/store/checkout' });
    const button = screen.getByRole('button', { name: 'AT – prices for Austria' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-haspopup');
  });
});
