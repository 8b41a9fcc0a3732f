import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { NOT_FOUND_MESSAGE } from '../../../components/not-found-page';
import { catalogKeys } from '../api';
import { GOODIES, makeHoodie, makeWing, PRICING_AT } from '../test/fixtures';
import { cartKeys } from '../../cart';
import { jsonResponse, makeCart, mockApi, renderCatalog } from '../test/render-catalog';
import ProductPage from './product-page';

const routes = [
  {
    path: '/',
    element: <Outlet />,
    children: [{ path: 'store/products/:category/:slug', Component: ProductPage }],
  },
];

const renderProduct = (path: string) =>
  renderCatalog(routes, {
    path,
    seed: (queryClient) =>
      queryClient.setQueryData(catalogKeys.goodies('at'), {
        goodies: GOODIES,
        pricing: PRICING_AT,
      }),
  });

beforeEach(() => {
  mockApi({
    'GET /api/store/products/emilie-peace2?country=at': () =>
      jsonResponse(makeWing({ slug: 'emilie-peace2', name: 'Emilie Peace 2', new: false })),
    'GET /api/store/products/thermal-hoodie?country=at': () => jsonResponse(makeHoodie()),
  });
});

describe('ProductPage', () => {
  it('shows the product: name, slogan, gallery, price, specs and description', async () => {
    renderProduct('/store/products/wings/emilie-peace2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Emilie Peace 2' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Emilie Peace 2$/);
    expect(
      screen.getByText('Our new high B: cross-country joy without the stress.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pictures of Emilie Peace 2' })).toBeInTheDocument();
    expect(screen.getByText('4 590 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );

    const specs = screen.getByRole('table', { name: 'Technical data of the Emilie Peace 2' });
    const cells = within(specs).getByRole('rowheader', { name: 'Cells' });
    expect(cells).toHaveAttribute('scope', 'row');
    expect(cells.closest('tr')).toHaveTextContent('Cells56');

    // The description's Markdown, rendered lazily, its headings below the page's own.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Made for cross-country' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shark nose')).toContainHTML('strong');
  });

  it("keeps the page and the chosen size while another country's prices load", async () => {
    const german = makeWing({ slug: 'emilie-peace2', name: 'Emilie Peace 2' });
    german.variants = german.variants.map((variant) => ({ ...variant, price: '4551.75' }));
    german.pricing = { ...german.pricing, country: 'de', vat_rate: 19 };
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi({
      'GET /api/store/products/emilie-peace2?country=at': () =>
        jsonResponse(makeWing({ slug: 'emilie-peace2', name: 'Emilie Peace 2' })),
      'GET /api/store/products/emilie-peace2?country=de': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, queryClient } = renderProduct('/store/products/wings/emilie-peace2');
    const sizes = await screen.findByRole('group', { name: /^Size/ });
    await user.click(within(sizes).getByRole('button', { name: 'M' }));

    act(() => {
      queryClient.setQueryData(cartKeys.cart, makeCart({ country: 'de' }));
    });
    await waitFor(() => expect(calls.at(-1)?.path).toMatch(/country=de$/));
    expect(screen.getByText('4 590 €')).toBeInTheDocument();
    await act(async () => answer(jsonResponse(german)));
    expect(await screen.findByText('4 551.75 €')).toBeInTheDocument();
    expect(screen.getByText('incl. 19 % VAT')).toBeInTheDocument();
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('leads from a wing to "Try our Wings" with the wing chosen, but not from other products', async () => {
    renderProduct('/store/products/wings/emilie-peace2');
    expect(
      await screen.findByRole('link', { name: /Try our Wings: ask for a demo Emilie Peace 2/ }),
    ).toHaveAttribute('href', '/wanna_try/?model=emilie-peace2');
  });

  it('offers no demo wing for a hoodie', async () => {
    renderProduct('/store/products/addons/thermal-hoodie');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Try our Wings/ })).not.toBeInTheDocument();
  });

  it('marks a new product as new', async () => {
    mockApi({
      'GET /api/store/products/emilie-peace2?country=at': () =>
        jsonResponse(makeWing({ slug: 'emilie-peace2', name: 'Emilie Peace 2', new: true })),
    });
    renderProduct('/store/products/wings/emilie-peace2');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('moves a product reached under another category to its real address', async () => {
    const { router } = renderProduct('/store/products/addons/thermal-hoodie');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thermal Hoodie' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store/products/fashion/thermal-hoodie');
  });

  it('shows the not-found page for an unknown product', async () => {
    renderProduct('/store/products/wings/no-such-wing');
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(document.title).toMatch(/\| Page Not found$/);
  });

  it('offers to try again when loading fails', async () => {
    mockApi({
      'GET /api/store/products/emilie-peace2?country=at': () =>
        jsonResponse({ detail: 'Down for maintenance.' }, 503),
    });
    const { user } = renderProduct('/store/products/wings/emilie-peace2');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    mockApi({
      'GET /api/store/products/emilie-peace2?country=at': () =>
        jsonResponse(makeWing({ slug: 'emilie-peace2', name: 'Emilie Peace 2' })),
    });
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Emilie Peace 2' }),
    ).toBeInTheDocument();
  });
});
