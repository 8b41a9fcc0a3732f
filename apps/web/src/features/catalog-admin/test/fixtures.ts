import type { Image } from '@windfamily/contract/catalog';
import type { ProductAdmin, VariantAdmin } from '@windfamily/contract/catalog-admin';

export const image = (id: number, alt = `Picture ${id}`): Image => ({
  id,
  webp: `/media/images/${id}/640.webp`,
  fallback: `/media/images/${id}/640.jpg`,
  webp_srcset: `/media/images/${id}/320.webp 320w`,
  fallback_srcset: `/media/images/${id}/320.jpg 320w`,
  width: 1920,
  height: 1200,
  alt,
});

export const variant = (overrides: Partial<VariantAdmin> = {}): VariantAdmin => ({
  id: 11,
  name: 'M',
  options: { Size: 'M' },
  sku: 'SOPHIE-JOY-M',
  net_price: '3825.00',
  stock_tracked: true,
  stock: 3,
  shipping_weight_grams: 6400,
  weight_min_kg: 82,
  weight_max_kg: 102,
  active: true,
  position: 0,
  ...overrides,
});

export const product = (overrides: Partial<ProductAdmin> = {}): ProductAdmin => ({
  id: 1,
  slug: 'sophie-joy',
  category: 'wings',
  name: 'Sophie Joy',
  slogan: 'Our new high B.',
  description: 'The wing for **long days**.',
  seo_description: '',
  specs: [
    { label: 'Certification', value: 'EN/LTF B' },
    { label: 'Cells', value: '56' },
  ],
  option_names: ['Size'],
  images: [image(1, 'In flight'), image(2, 'From above')],
  thumbnail_id: null,
  new: true,
  position: 0,
  active: true,
  lead_time_weeks: 6,
  variants: [variant()],
  updated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const categories = {
  categories: [
    { slug: 'wings', name: 'Wings', description: '' },
    { slug: 'fashion', name: 'Fashion', description: '' },
    { slug: 'addons', name: 'Addons', description: '' },
    { slug: 'goodies', name: 'Goodies', description: '' },
  ],
};
