import { SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import type { Cart } from '@windfamily/contract/cart';
import { CART_LINE_IMAGE_PX } from '@windfamily/contract/image-sizes';
import type { PagePreloader } from '../../plugins/web-app';

const CHECKOUT_PAGE = /^\/store\/checkout\/?$/;

/**
 * The checkout's first picture, its cart's first line (the wing drawn in the pilot's colours,
 * or the product's picture), from the cart the shell preloads: fetched beside the code instead
 * of once the page has rendered it. On a phone it is the page's largest element at first sight.
 */
export const cartPagePreloads: PagePreloader = {
  calls: () => [],
  leadImage(pathname, _country, answers) {
    if (!CHECKOUT_PAGE.test(pathname)) return undefined;
    const answer = answers[SHELL_API_PATHS.cart];
    const first = answer?.status === 200 ? (answer.body as Cart).items[0] : undefined;
    const srcset = first?.color_combo?.image.webp ?? first?.thumbnail?.webp_srcset;
    return srcset ? { srcset, sizes: `${CART_LINE_IMAGE_PX}px` } : undefined;
  },
};
