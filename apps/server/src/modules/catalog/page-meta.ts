import { productPath } from '@windfamily/contract/catalog-paths';
import type { Image } from '@windfamily/contract/catalog';
import type { PageMeta, PageMetaResolver } from '../../plugins/web-app';
import { pricingFor } from '../pricing/prices';
import type { CatalogService } from './catalog.service';
import { availabilityOf, isProductVisible, toPreview } from './present';
import type { CatalogSnapshot, ProductEntry } from './snapshot';

/** The landing page that sells the new wing (SPEC.md: /promo/sophie2025). */
export const PROMO_PAGE = { path: '/promo/sophie2025', product: 'sophie-joy' } as const;

/** The largest rendition's fallback (jpg/png): link previews do not all take webp. */
const previewImage = (image: Image | null) =>
  image ? (image.fallback_srcset.split(', ').at(-1)?.split(' ')[0] ?? image.fallback) : undefined;

/**
 * schema.org Product with its offers, priced as a consumer in the shop's country pays (the
 * shop's own prices; a search engine has no country).
 */
function productJsonLd(product: ProductEntry, url: string, brand: string, shopCountry: string) {
  const pricing = pricingFor(shopCountry, null, null, shopCountry)!;
  const preview = toPreview(product, pricing);
  const forSale = product.variants.filter((variant) => {
    const status = availabilityOf(variant).status;
    return status === 'in_stock' || status === 'made_to_order';
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.row.name,
    description: product.row.seoDescription || product.row.slogan,
    image: product.images.map(previewImage).filter(Boolean),
    sku: product.variants[0]?.row.sku,
    brand: { '@type': 'Brand', name: brand },
    category: product.category.name,
    ...(preview.price_from
      ? {
          offers: {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'EUR',
            lowPrice: preview.price_from,
            highPrice: preview.price_to,
            offerCount: product.variants.filter((variant) => variant.row.active).length,
            availability:
              forSale.length > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}

function productMeta(
  product: ProductEntry,
  page: { path: string; title?: string },
  publicUrl: string,
  brand: string,
  shopCountry: string,
): PageMeta {
  return {
    title: page.title ?? product.row.name,
    description: product.row.seoDescription || product.row.slogan,
    ...(product.thumbnail ? { image: previewImage(product.thumbnail) } : {}),
    type: 'product',
    jsonLd: productJsonLd(product, `${publicUrl}${page.path}`, brand, shopCountry),
  };
}

/** Titles and previews of the shop's pages, from the in-memory catalogue. */
export function catalogPageMeta(
  catalog: CatalogService,
  site: { publicUrl: string; brand: string; shopCountry: string },
): PageMetaResolver {
  const { publicUrl, brand, shopCountry } = site;
  return async (pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    if (parts[0] !== 'store' && parts[0] !== 'promo') return undefined;
    const snapshot: CatalogSnapshot = await catalog.snapshot();

    if (parts[0] === 'promo' && pathname.replace(/\/$/, '') === PROMO_PAGE.path) {
      const product = snapshot.productBySlug.get(PROMO_PAGE.product);
      return product && isProductVisible(product)
        ? productMeta(
            product,
            { path: PROMO_PAGE.path, title: `${product.row.name}: new for this season` },
            publicUrl,
            brand,
            shopCountry,
          )
        : undefined;
    }
    if (parts[1] === 'products' && parts.length === 4) {
      const product = snapshot.productBySlug.get(parts[3]!);
      if (!product || !isProductVisible(product)) return undefined;
      const path = productPath({ category: product.category.slug, slug: product.row.slug });
      return productMeta(product, { path }, publicUrl, brand, shopCountry);
    }
    if (parts[1] === 'categories') {
      if (parts.length === 2)
        return { title: 'Shop', description: `Wings, fashion, addons and goodies of ${brand}.` };
      const category = snapshot.categoryBySlug.get(parts[2]!);
      if (!category?.listed) return undefined;
      const first = snapshot.products.find(
        (p) => p.category.id === category.id && isProductVisible(p),
      );
      return {
        title: category.name,
        description: category.description,
        ...(first?.thumbnail ? { image: previewImage(first.thumbnail) } : {}),
      };
    }
    if (parts[1] === 'bargains' && parts.length === 2)
      return {
        title: 'Bargains',
        description: 'Second-hand wings, checked in our workshop and ready to fly.',
      };
    return undefined;
  };
}

/** The shop's pages for the sitemap. */
export async function catalogSitemap(catalog: CatalogService): Promise<string[]> {
  const snapshot = await catalog.snapshot();
  return [
    '/store/categories',
    ...snapshot.categories.filter((c) => c.listed).map((c) => `/store/categories/${c.slug}`),
    ...snapshot.products
      .filter((product) => isProductVisible(product) && product.row.slug !== PROMO_PAGE.product)
      .map((product) => productPath({ category: product.category.slug, slug: product.row.slug })),
    PROMO_PAGE.path,
    '/store/bargains',
  ];
}
