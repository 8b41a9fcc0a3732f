import { catalogApiPaths } from '@windfamily/contract/api-paths';
import type {
  Image,
  ProductDetail,
  ProductListResponse,
  SecondhandResponse,
} from '@windfamily/contract/catalog';
import {
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_MAIN_IMAGE_SIZES,
} from '@windfamily/contract/image-sizes';
import type { PagePreloader, PreloadedAnswer } from '../../plugins/web-app';

type ShopPage =
  | { kind: 'product'; category: string; slug: string }
  | { kind: 'category'; category: string | undefined }
  | { kind: 'bargains' }
  | undefined;

function shopPageOf(pathname: string): ShopPage {
  const [store, kind, first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (store !== 'store' || rest.length) return undefined;
  if (kind === 'products' && first && second)
    return { kind: 'product', category: first, slug: second };
  if (kind === 'categories' && !second) return { kind: 'category', category: first };
  if (kind === 'bargains' && !first) return { kind };
  return undefined;
}

const bodyOf = <T>(answer: PreloadedAnswer | undefined) =>
  answer?.status === 200 ? (answer.body as T) : undefined;

const lead = (image: Image | null | undefined, sizes: string) =>
  image ? { srcset: image.webp_srcset, sizes } : undefined;

/**
 * The catalogue calls the shop's pages make first (as apps/web/src/features/catalog asks
 * them), so that their answers come with the page, and the picture each shows first.
 */
export const catalogPagePreloads: PagePreloader = {
  calls(pathname, country) {
    const page = shopPageOf(pathname);
    switch (page?.kind) {
      case 'product':
        return [
          catalogApiPaths.product(page.slug, country),
          ...(page.category === 'wings' ? [catalogApiPaths.goodies(country)] : []),
        ];
      case 'category':
        return [catalogApiPaths.products(page.category, country), catalogApiPaths.categories()];
      case 'bargains':
        return [catalogApiPaths.secondhand(country)];
      default:
        return [];
    }
  },

  leadImage(pathname, country, answers) {
    const page = shopPageOf(pathname);
    if (page?.kind === 'product') {
      const product = bodyOf<ProductDetail>(answers[catalogApiPaths.product(page.slug, country)]);
      return lead(product?.images[0], PRODUCT_MAIN_IMAGE_SIZES);
    }
    if (page?.kind === 'category') {
      const list = bodyOf<ProductListResponse>(
        answers[catalogApiPaths.products(page.category, country)],
      );
      return lead(list?.products[0]?.thumbnail, PRODUCT_CARD_IMAGE_SIZES);
    }
    if (page?.kind === 'bargains') {
      const bargains = bodyOf<SecondhandResponse>(answers[catalogApiPaths.secondhand(country)]);
      return lead(bargains?.items[0]?.photos[0], PRODUCT_CARD_IMAGE_SIZES);
    }
    return undefined;
  },
};
