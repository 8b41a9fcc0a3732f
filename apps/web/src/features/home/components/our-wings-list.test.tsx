import { screen, within } from '@testing-library/react';
import type { ProductPreview } from '@windfamily/contract/catalog';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderRoutes } from '../../../test/render-route';
import { catalogKeys, MODEL_LOGOS } from '../../catalog';
import OurWingsList from './our-wings-list';
import { POLYGON_MASKS } from './polygon-masks';

const image = (alt: string) => ({
  id: 1,
  webp: '/media/a/640.webp',
  fallback: '/media/a/640.jpg',
  webp_srcset: '/media/a/640.webp 640w',
  fallback_srcset: '/media/a/640.jpg 640w',
  width: 1920,
  height: 1200,
  alt,
});

const wing = (slug: string, name: string, isNew = false): ProductPreview => ({
  id: name.length,
  name,
  slug,
  category: 'wings',
  slogan: `${name} slogan`,
  thumbnail: image(`${name}, in flight`),
  new: isNew,
  price_from: '4290.00',
  price_to: '4290.00',
});

const WINGS = [
  wing('sophie-joy', 'Sophie Joy', true),
  wing('emilie-peace2', 'Emilie Peace 2'),
  wing('carlito', 'Carlito'),
  wing('dent-de-lion', 'Dent de Lion'),
  wing('marlon', 'Marlon'),
  wing('bruno-bold', 'Bruno Bold'),
  wing('lola-lite', 'Lola Lite'),
];
const LOGO_SLUGS = ['sophie-joy', 'emilie-peace2', 'carlito', 'dent-de-lion', 'marlon'];

const renderList = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(catalogKeys.products('wings', 'at'), {
    products: WINGS,
    pricing: { country: 'at', vat_rate: 20, reverse_charge: false, price_list: null },
  });
  return renderRoutes([{ path: '/', element: <OurWingsList placeholder={<p>placeholder</p>} /> }], {
    queryClient,
    user: null,
  });
};

const tile = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  // The cart (for the prices' country) is unknown: prices for the default country.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
  );
});

describe('OurWingsList', () => {
  it('links every wing to its product page', () => {
    renderList();
    expect(screen.getAllByRole('link')).toHaveLength(7);
    for (const { slug, name } of WINGS) {
      expect(tile(name)).toHaveAttribute('href', `/store/products/wings/${slug}`);
      expect(within(tile(name)).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('shows the logo instead of the thumbnail for the five models that have one', () => {
    expect(Object.keys(MODEL_LOGOS).sort()).toEqual([...LOGO_SLUGS].sort());
    expect(new Set(Object.values(MODEL_LOGOS)).size).toBe(5);
    renderList();
    for (const { slug, name } of WINGS) {
      const logo = tile(name).querySelector(`[data-logo="${slug}"]`);
      const picture = tile(name).querySelector('picture');
      if (LOGO_SLUGS.includes(slug)) {
        expect(logo).toHaveAttribute('src', MODEL_LOGOS[slug]);
        expect(picture).toBeNull();
      } else {
        expect(logo).toBeNull();
        expect(picture).not.toBeNull();
      }
    }
  });

  it("gives Sophie Joy, and only it, the 'New!' badge", () => {
    renderList();
    expect(within(tile('Sophie Joy')).getByText('New!')).toBeInTheDocument();
    expect(screen.getAllByText('New!')).toHaveLength(1);
  });

  it('clips each thumbnail with one of the 9 polygon masks, different ones side by side', () => {
    renderList();
    const masks = ['Bruno Bold', 'Lola Lite'].map((name) =>
      tile(name).querySelector('[data-mask]')?.getAttribute('data-mask'),
    );
    for (const mask of masks) expect(POLYGON_MASKS).toContain(mask);
    expect(masks[0]).not.toBe(masks[1]);
  });

  it('picks the masks anew when the home page is entered again, not on re-renders', () => {
    const maskOf = () => tile('Bruno Bold').querySelector('[data-mask]')?.getAttribute('data-mask');
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = renderList();
    const before = maskOf();
    first.rerender(<p>other</p>);
    first.unmount();
    random.mockReturnValue(0.999);
    renderList();
    expect(maskOf()).not.toBe(before);
    random.mockRestore();
  });
});
