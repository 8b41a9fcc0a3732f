import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BAG, makeCart, makeItem } from '../test/cart-fixtures';
import { jsonResponse, mockApi, renderCart } from '../test/render-cart';
import { AmountStepper } from './amount-stepper';
import { CartButton } from './cart-button';
import { CartLine } from './cart-line';

describe('AmountStepper', () => {
  const renderStepper = (value: number, max: number, pending = false) => {
    const onChange = vi.fn();
    const view = renderCart(
      <AmountStepper
        value={value}
        max={max}
        itemName="Sophie Joy · M"
        pending={pending}
        onChange={onChange}
      />,
    );
    return { ...view, onChange };
  };
  const minus = () => screen.getByRole('button', { name: 'Decrease amount of Sophie Joy · M' });
  const plus = () => screen.getByRole('button', { name: 'Increase amount of Sophie Joy · M' });
  const input = () => screen.getByRole('textbox', { name: 'Amount of Sophie Joy · M' });

  it('disables minus at 1', async () => {
    const { user, onChange } = renderStepper(1, 10);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
    await user.click(plus());
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('disables plus at the maximum', async () => {
    const { user, onChange } = renderStepper(10, 10);
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();
    await user.click(minus());
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('takes a typed amount on Enter, never below 1 nor above the maximum', async () => {
    const { user, onChange } = renderStepper(3, 10);
    await user.clear(input());
    await user.type(input(), '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.clear(input());
    await user.type(input(), '42');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('ignores letters and puts an emptied field back', async () => {
    const { user, onChange } = renderStepper(3, 10);
    await user.clear(input());
    await user.type(input(), 'ab');
    await user.tab();
    expect(input()).toHaveValue('3');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends nothing while a change is being saved', async () => {
    const { user, onChange } = renderStepper(3, 10, true);
    await user.click(plus());
    await user.click(minus());
    expect(onChange).not.toHaveBeenCalled();
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('CartLine', () => {
  it('shows the line: name, goodie, unit price, line total', () => {
    const item = makeItem({
      long_name: 'Sophie Joy · M + Sticker Set · One size',
      total_price: '4596.00',
      goodie: {
        id: 1,
        product_variant: { id: 63, name: 'Sticker Set · One size', price: '6.00' },
        reduced_price: '0.00',
      },
    });
    renderCart(
      <ul>
        <CartLine item={item} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Sophie Joy' })).toHaveAttribute('href', item.link);
    expect(screen.getByText('Size: M')).toBeInTheDocument();
    expect(screen.getByText(/Sticker Set · One size/)).toBeInTheDocument();
    expect(screen.getByText('free')).toBeInTheDocument();
    expect(screen.getByText('4 590 € each')).toBeInTheDocument();
    expect(screen.getByText('4 596 €')).toBeInTheDocument();
    expect(document.querySelector('picture source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      item.thumbnail!.webp_srcset,
    );
  });

  it('sends the new amount of the line as a whole-cart update', async () => {
    const calls = mockApi({
      'POST /api/store/cart/': () =>
        jsonResponse(makeCart({ items: [{ ...BAG, amount: 3, total_price_reduced: '270.00' }] })),
    });
    const { user } = renderCart(
      <ul>
        <CartLine item={BAG} />
      </ul>,
      { cart: makeCart({ items: [BAG] }) },
    );
    await user.click(
      screen.getByRole('button', { name: 'Increase amount of Compression Bag · One size' }),
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: '/api/store/cart/',
      body: { items: [{ id: 12, amount: 3 }] },
    });
  });

  it('shows the server’s reason when the cart refuses, and fetches the cart again', async () => {
    const detail = "Only 2 of 'Compression Bag · One size' left: you cannot have more than 2.";
    const calls = mockApi({
      'POST /api/store/cart/': () => jsonResponse({ success: false, detail }, 409),
      'GET /api/store/cart/': () => jsonResponse(makeCart({ items: [BAG] })),
    });
    const { user } = renderCart(
      // The navbar's cart button watches the cart, as it always does in the app.
      <>
        <CartButton />
        <ul>
          <CartLine item={BAG} />
        </ul>
      </>,
      { cart: makeCart({ items: [BAG] }) },
    );
    await user.click(
      screen.getByRole('button', { name: 'Increase amount of Compression Bag · One size' }),
    );
    expect(await screen.findByText(detail)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/api/store/cart/')).toBe(
        true,
      ),
    );
  });

  it('removes the line with a clearly labelled button', async () => {
    const calls = mockApi({ 'POST /api/store/cart/': () => jsonResponse(makeCart({ items: [] })) });
    const { user } = renderCart(
      <ul>
        <CartLine item={BAG} />
      </ul>,
      { cart: makeCart({ items: [BAG] }) },
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove Compression Bag · One size from the cart' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ items: [{ id: 12, amount: 0 }], removed_items: [12] });
  });
});
