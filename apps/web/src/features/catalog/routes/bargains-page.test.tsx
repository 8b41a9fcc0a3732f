import { screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@windfamily/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSecondhand, PRICING_AT } from '../test/fixtures';
import { jsonResponse, makeCart, mockApi, renderCatalog } from '../test/render-catalog';
import BargainsPage from './bargains-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast, Toaster: () => null }));

const SECONDHAND = 'GET /api/store/marketplace/secondhand/?country=at';
const ITEMS = [
  makeSecondhand(),
  makeSecondhand({
    id: 5,
    product_variant: 70,
    model: 'Fritz Classic',
    model_link: null,
    manufacturing_date: '2019-05-02',
    condition: 'used',
    hours_flown: 310,
    description: 'Our **old school wing**.',
    price: '1080.00',
  }),
];
const routes = [{ path: '/store/bargains', Component: BargainsPage }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('BargainsPage', () => {
  it('shows each second-hand wing with its facts and price', async () => {
    mockApi({ [SECONDHAND]: () => jsonResponse({ items: ITEMS, pricing: PRICING_AT }) });
    renderCatalog(routes, { path: '/store/bargains' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bargains' })).toBeInTheDocument();
    expect(document.title).toMatch(/\| Bargains$/);
    const [emilie, fritz] = within(
      await screen.findByRole('list', { name: 'Second-hand wings' }),
    ).getAllByRole('article');

    const first = within(emilie!);
    expect(first.getByRole('link', { name: 'Emilie Peace 2' })).toHaveAttribute(
      'href',
      '/store/products/wings/emilie-peace2',
    );
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Emilie Peace 2 · size M');
    expect(first.getByText('April 2023')).toHaveAttribute('dateTime', '2023-04');
    expect(first.getByText('35')).toBeInTheDocument();
    expect(first.getByText('2 700 €')).toBeInTheDocument();
    expect(first.getByText('incl. 20 % VAT')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Emilie Peace 2, in flight' })).toBeInTheDocument();

    const second = within(fritz!);
    expect(second.queryByRole('link', { name: 'Fritz Classic' })).not.toBeInTheDocument();
    expect(second.getByText('May 2019')).toBeInTheDocument();
    expect(await second.findByText('old school wing')).toContainHTML('strong');
  });

  it('adds one of a bargain to the cart and then shows it is there', async () => {
    const calls = mockApi({
      [SECONDHAND]: () => jsonResponse({ items: ITEMS, pricing: PRICING_AT }),
      'POST /api/store/cart/add-item/': () =>
        jsonResponse(
          makeCart({
            item_count: 1,
            items: [{ id: 1, product_variant: 66, amount: 1 } as CartItem],
          }),
        ),
    });
    const { user } = renderCatalog(routes, { path: '/store/bargains' });
    await user.click(await screen.findByRole('button', { name: 'Add Emilie Peace 2 M to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your cart'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 1,
      product_variant: 66,
      goodie_id: null,
    });
    expect(
      await screen.findByRole('button', { name: 'Emilie Peace 2 M is in your cart' }),
    ).toBeDisabled();
  });

  it('says so when there are no bargains', async () => {
    mockApi({ [SECONDHAND]: () => jsonResponse({ items: [], pricing: PRICING_AT }) });
    renderCatalog(routes, { path: '/store/bargains' });
    expect(await screen.findByText('No bargains right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'new wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
  });
});
