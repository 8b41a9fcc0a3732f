import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddItemPayload, Cart, UpdateCartPayload } from '@windfamily/contract/cart';
import { DEFAULT_COUNTRY } from '@windfamily/contract/messages';
import { appConfig } from '../../../lib/app-config';
import { SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import { api, HttpError, readCookie } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';
import { sendGoal } from '../../webstats/beacon';

export const cartKeys = {
  cart: ['cart'] as const,
  promocode: (slug: string) => ['promocode', slug] as const,
};

/** The cart (SPEC.md section 3): a visitor's or the account's; the server computes every price. */
export const cartQuery = queryOptions({
  queryKey: cartKeys.cart,
  queryFn: () => api.get<Cart>(SHELL_API_PATHS.cart),
  ...preloadedData<Cart>(SHELL_API_PATHS.cart),
  staleTime: 30_000,
});

export const useCart = () => useQuery(cartQuery);

/** The server's answer is the new cart: it replaces the cached one. */
function useCartMutation<P>(call: (payload: P) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
  });
}

export const useAddToCart = () =>
  useCartMutation(async (payload: AddItemPayload) => {
    const cart = await api.post<Cart>('/api/store/cart/add-item/', payload);
    sendGoal('cart');
    return cart;
  });

export const useSetPromocode = () =>
  useCartMutation((promocode: string) =>
    api.post<Cart>('/api/store/cart/set-promocode/', { promocode }),
  );

/** What a whole-cart update gives (SPEC.md section 7): the cart, or success false and the error. */
export type CartUpdateResult = { success: true; cart: Cart } | { success: false; error: HttpError };

/**
 * Sends the whole cart (amounts, removed lines, delivery method, country). A refusal (e.g.
 * not enough stock) resolves with `success: false` and the server's error instead of
 * throwing; the cached cart is then fetched again, so the screen shows what is true.
 */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: UpdateCartPayload): Promise<CartUpdateResult> => {
      try {
        return { success: true, cart: await api.post<Cart>('/api/store/cart/', payload) };
      } catch (error) {
        if (error instanceof HttpError) return { success: false, error };
        throw error;
      }
    },
    onSuccess: async (result) => {
      if (result.success) queryClient.setQueryData(cartKeys.cart, result.cart);
      else await queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
  });
}

/**
 * The country prices are shown for before the cart has answered: the last one chosen (cookie),
 * else the one the server detected for the page.
 */
export const initialCountry = (): string =>
  readCookie('country') ?? appConfig.country ?? DEFAULT_COUNTRY;

/** The country prices are shown for: the cart's (the country popup changes it). */
export function useCountry(): string {
  const { data: cart } = useCart();
  return cart?.country ?? initialCountry();
}
