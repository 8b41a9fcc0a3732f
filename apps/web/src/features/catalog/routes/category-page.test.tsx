import { screen, within } from '@testing-library/react';
import type { ProductListResponse } from '@windfamily/contract/catalog';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { NOT_FOUND_MESSAGE } from '../../../components/not-found-page';
import { makePreview, PRICING_AT, WING_PREVIEWS } from '../test/fixtures';
import { jsonResponse, mockApi, renderCatalog } from '../test/render-catalog';
import CategoryPage from './category-page';

const routes = [
  {
    path: '/',
    element: <Outlet />,
    children: [{ path: 'store/categories/:slug?', Component: CategoryPage }],
  },
];

const CATEGORIES = {
  categories: [
    { slug: 'wings', name: 'Wings', description: 'Paragliders made to order.' },
    { slug: 'fashion', name: 'Fashion', description: 'Shirts and hoodies.' },
    { slug: 'addons', name: 'Addons', description: 'Rucksacks and repair kits.' },
  ],
};
const HOODIE = makePreview('thermal-hoodie', 'Thermal Hoodie', {
  category: 'fashion',
  price_from: '75.00',
});
const list = (products = WING_PREVIEWS): ProductListResponse => ({ products, pricing: PRICING_AT });

const api = (handlers: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/store/categories/': () => jsonResponse(CATEGORIES),
    'GET /api/store/products/?category=wings&country=at': () => jsonResponse(list()),
    'GET /api/store/products/?country=at': () => jsonResponse(list([...WING_PREVIEWS, HOODIE])),
    ...handlers,
  });

describe('CategoryPage with a slug', () => {
  it("shows the category's name, description and product cards", async () => {
    api();
    renderCatalog(routes, { path: '/store/categories/wings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wings' })).toBeInTheDocument();
    expect(await screen.findByText('Paragliders made to order.')).toBeInTheDocument();
    expect(document.title).toMatch(/\| Wings$/);

    const cards = within(await screen.findByRole('list', { name: 'Wings' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(7);
    const sophie = within(cards[0]!);
    expect(sophie.getByRole('link', { name: 'Sophie Joy' })).toHaveAttribute(
      'href',
      '/store/products/wings/sophie-joy',
    );
    expect(sophie.getByText('New')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('from4 590 €');
    expect(within(cards[1]!).queryByText('New')).not.toBeInTheDocument();
    // The VAT note once for the page, not on every card.
    expect(screen.getAllByText('incl. 20 % VAT')).toHaveLength(1);
  });

  it('loads the first picture first and the rest lazily', async () => {
    api();
    renderCatalog(routes, { path: '/store/categories/wings' });
    // Hidden too: pictures after the first have no source (and are not shown) until the
    // first paint.
    const images = within(await screen.findByRole('list', { name: 'Wings' })).getAllByRole(
      'presentation',
      { hidden: true },
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]?.parentElement?.querySelector('source')).toHaveAttribute('type', 'image/webp');
  });

  it('shows the not-found page for an unknown category', async () => {
    api({
      'GET /api/store/products/?category=gliders&country=at': () =>
        jsonResponse({ detail: "There is no category 'gliders'." }, 404),
    });
    renderCatalog(routes, { path: '/store/categories/gliders' });
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(document.title).toMatch(/\| Page Not found$/);
  });

  it('says so when a category has nothing for sale', async () => {
    api({ 'GET /api/store/products/?category=addons&country=at': () => jsonResponse(list([])) });
    renderCatalog(routes, { path: '/store/categories/addons' });
    expect(await screen.findByText('No addons for sale right now')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api({
      'GET /api/store/products/?category=wings&country=at': () =>
        jsonResponse({ detail: 'Down.' }, 503),
    });
    const { user } = renderCatalog(routes, { path: '/store/categories/wings' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api();
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Wings' })).toBeInTheDocument();
  });
});

describe('CategoryPage without a slug', () => {
  it('shows every category with products in its own section', async () => {
    api();
    renderCatalog(routes, { path: '/store/categories' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const wings = await screen.findByRole('region', { name: 'Wings' });
    expect(within(wings).getAllByRole('listitem')).toHaveLength(7);
    expect(within(wings).getByRole('link', { name: 'All wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
    const fashion = screen.getByRole('region', { name: 'Fashion' });
    expect(within(fashion).getByRole('link', { name: 'Thermal Hoodie' })).toHaveAttribute(
      'href',
      '/store/products/fashion/thermal-hoodie',
    );
    // A category without products has no section.
    expect(screen.queryByRole('region', { name: 'Addons' })).not.toBeInTheDocument();
  });
});
