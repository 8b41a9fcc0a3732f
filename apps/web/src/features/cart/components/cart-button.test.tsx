import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '../api';
import { BAG, EMPTY_CART, makeCart, makeItem } from '../test/cart-fixtures';
import { mockApi, renderCart } from '../test/render-cart';
import { badgeText } from './cart-badge';
import { CartButton } from './cart-button';

const withCount = (count: number) =>
  makeCart({ items: [makeItem({ amount: Math.max(count, 1) })], item_count: count });

beforeEach(() => {
  mockApi();
});

describe('badgeText', () => {
  it('has no badge for an empty cart and caps at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('CartButton', () => {
  it.each([
    [0, null, 'Cart, empty'],
    [1, '1', 'Cart, 1 item'],
    [5, '5', 'Cart, 5 items'],
    [99, '99', 'Cart, 99 items'],
    [100, '99+', 'Cart, 100 items'],
  ])('shows %i items as badge %s', (count, badge, label) => {
    renderCart(<CartButton />, { cart: count === 0 ? EMPTY_CART : withCount(count) });
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    if (badge === null) expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    else expect(screen.getByTestId('cart-badge')).toHaveTextContent(badge);
  });

  it('opens the drawer with the lines, totals and the way to the checkout', async () => {
    const { user } = renderCart(<CartButton />, { cart: makeCart({ items: [makeItem(), BAG] }) });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const drawer = await screen.findByRole('dialog', { name: /your cart/i });
    const lines = within(drawer).getByRole('list', { name: 'Cart lines' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(drawer).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/store/checkout',
    );
    expect(within(drawer).getByText('4 614 €')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer with Escape', async () => {
    const { user } = renderCart(<CartButton />, { cart: withCount(1) });
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    await screen.findByRole('dialog', { name: /your cart/i });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a friendly empty state with a link to the wings', async () => {
    const { user } = renderCart(<CartButton />, { cart: EMPTY_CART });
    await user.click(screen.getByRole('button', { name: 'Cart, empty' }));
    const drawer = await screen.findByRole('dialog', { name: /your cart/i });
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'See our wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
  });
});

describe('CartButton opening the drawer by itself', () => {
  it('opens when the item count rises (an add-to-cart anywhere)', async () => {
    const { queryClient } = renderCart(<CartButton />, { cart: withCount(1) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      queryClient.setQueryData(cartKeys.cart, withCount(2));
    });
    // The open drawer is a modal: the page behind it is hidden from the accessibility tree.
    expect(
      await screen.findByRole('button', { name: 'Cart, 2 items', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: /your cart/i })).toBeInTheDocument();
  });

  it('stays shut when the first answer of the cart arrives', async () => {
    mockApi({ 'GET /api/store/cart/': () => new Response(JSON.stringify(withCount(3))) });
    renderCart(<CartButton />);
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when the count falls', async () => {
    const { queryClient } = renderCart(<CartButton />, { cart: withCount(3) });
    act(() => {
      queryClient.setQueryData(cartKeys.cart, withCount(2));
    });
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens on the checkout page', async () => {
    const { queryClient, user } = renderCart(<CartButton />, {
      cart: withCount(1),
      route: '/store/checkout',
    });
    act(() => {
      queryClient.setQueryData(cartKeys.cart, withCount(2));
    });
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    expect(button).not.toHaveAttribute('aria-controls');
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    await user.click(button);
    expect(scrollTo).toHaveBeenCalled();
    expect(button).not.toHaveAttribute('aria-controls');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the visitor goes to the checkout page', async () => {
    const { queryClient, router } = renderCart(<CartButton />, { cart: withCount(1) });
    act(() => {
      queryClient.setQueryData(cartKeys.cart, withCount(2));
    });
    await screen.findByRole('dialog', { name: /your cart/i });
    await act(() => router.navigate('/store/checkout'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the cart becomes empty', async () => {
    const { queryClient } = renderCart(<CartButton />, { cart: withCount(1) });
    act(() => {
      queryClient.setQueryData(cartKeys.cart, withCount(2));
    });
    await screen.findByRole('dialog', { name: /your cart/i });
    act(() => {
      queryClient.setQueryData(cartKeys.cart, EMPTY_CART);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
