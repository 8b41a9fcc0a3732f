import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories, product, variant } from '../test/fixtures';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import ProductsSection from './products-section';

const PRODUCTS = [
  product({
    variants: [
      variant({ id: 1, stock_tracked: false, net_price: '3825.00' }),
      variant({ id: 2, stock_tracked: false, net_price: '4290.50' }),
    ],
  }),
  product({
    id: 2,
    slug: 'family-cap',
    name: 'Family Cap',
    category: 'fashion',
    active: false,
    new: false,
    variants: [
      variant({ id: 3, name: 'Navy', sku: 'CAP-NAVY', net_price: '20.00', stock: 4 }),
      variant({ id: 4, name: 'Sky', sku: 'CAP-SKY', net_price: '20.00', stock: 0 }),
    ],
  }),
  product({ id: 3, slug: 'bargains', name: 'Second-hand wing', category: 'secondhand' }),
];

function renderList(route = '/backoffice/products') {
  mockAdminApi({
    'GET /api/store/admin/products/': () => jsonResponse({ products: PRODUCTS }),
    'GET /api/store/categories/': () => jsonResponse(categories),
  });
  return renderAdmin(<ProductsSection />, { path: '/backoffice/products/*', route });
}

describe('ProductListPage', () => {
  it('lists the products with price range and stock, links to their editors, leaves out the second-hand wings', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('3 825 € – 4 290.50 €');
    expect(rows[0]).toHaveTextContent('Made to order');
    expect(rows[1]).toHaveTextContent('4 in stock · 1 sold out');
    expect(rows[1]).toHaveTextContent('Inactive');
    expect(within(rows[1]!).getByRole('link', { name: /Family Cap/ })).toHaveAttribute(
      'href',
      '/backoffice/products/2',
    );
    expect(screen.queryByText('Second-hand wing')).not.toBeInTheDocument();
  });

  it('filters by category and by a search over names, addresses and SKUs', async () => {
    const { user } = renderList('/backoffice/products?category=fashion');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 of 2 products')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'All categories' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cap-sky');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Family Cap')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(await screen.findByText('No product matches')).toBeInTheDocument();
  });
});
