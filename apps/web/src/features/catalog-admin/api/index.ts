import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  GoodieAdmin,
  GoodieAdminList,
  GoodiePayload,
  ProductAdmin,
  ProductAdminList,
  ProductPayload,
  SecondhandAdmin,
  SecondhandAdminList,
  SecondhandPayload,
  VariantAdmin,
  VariantPayload,
} from '@windfamily/contract/catalog-admin';
import type { CustomersResponse, ResellersResponse } from '@windfamily/contract/customers';
import type {
  AccountPricing,
  AccountPricingPayload,
  PriceList,
  PriceListList,
  PriceListPayload,
  PromoCodeAdmin,
  PromoCodePayload,
  ShipmentPrices,
  ShipmentPricesPayload,
} from '@windfamily/contract/pricing';
import { api } from '../../../lib/http';
import { cartKeys } from '../../cart';
import { catalogKeys } from '../../catalog';

/** Whose terms an account list shows: resellers only, or every account. */
export type AccountKind = 'resellers' | 'customers';

/** A page of accounts with their terms, from the customers' or the resellers' list. */
export interface AccountPricingPage {
  count: number;
  page: number;
  page_size: number;
  results: AccountPricing[];
}

/** The back-office catalogue's query keys; everything it caches lives under `all`. */
export const catalogAdminKeys = {
  all: ['catalog-admin'] as const,
  products: () => [...catalogAdminKeys.all, 'products'] as const,
  product: (id: number) => [...catalogAdminKeys.all, 'product', id] as const,
  goodies: () => [...catalogAdminKeys.all, 'goodies'] as const,
  secondhand: () => [...catalogAdminKeys.all, 'secondhand'] as const,
  priceLists: () => [...catalogAdminKeys.all, 'price-lists'] as const,
  accounts: () => [...catalogAdminKeys.all, 'accounts'] as const,
  accountPage: (kind: AccountKind, search: string, page: number) =>
    [...catalogAdminKeys.accounts(), kind, search, page] as const,
  promoCodes: () => [...catalogAdminKeys.all, 'promocodes'] as const,
  shipping: () => [...catalogAdminKeys.all, 'shipping'] as const,
};

// ---------------------------------------------------------------------------
// Queries.
// ---------------------------------------------------------------------------

export const productsAdminQuery = queryOptions({
  queryKey: catalogAdminKeys.products(),
  queryFn: () => api.get<ProductAdminList>('/api/store/admin/products/'),
  select: (data) => data.products,
});

export const productAdminQuery = (id: number) =>
  queryOptions({
    queryKey: catalogAdminKeys.product(id),
    queryFn: () => api.get<ProductAdmin>(`/api/store/admin/products/${id}`),
  });

export const goodiesAdminQuery = queryOptions({
  queryKey: catalogAdminKeys.goodies(),
  queryFn: () => api.get<GoodieAdminList>('/api/store/admin/goodies/'),
  select: (data) => data.goodies,
});

export const secondhandAdminQuery = queryOptions({
  queryKey: catalogAdminKeys.secondhand(),
  queryFn: () => api.get<SecondhandAdminList>('/api/store/admin/secondhand/'),
  select: (data) => data.items,
});

export const priceListsQuery = queryOptions({
  queryKey: catalogAdminKeys.priceLists(),
  queryFn: () => api.get<PriceListList>('/api/store/price_lists/'),
  select: (data) => data.price_lists,
});

/** The resellers' or every account's list, each row as the terms dialog edits it. */
async function fetchAccountPricing(
  kind: AccountKind,
  search: string,
  page: number,
): Promise<AccountPricingPage> {
  const query = new URLSearchParams({ search, page: String(page) }).toString();
  if (kind === 'resellers') {
    const data = await api.get<ResellersResponse>(`/api/store/resellers/?${query}`);
    return {
      ...data,
      results: data.results.map((reseller) => ({
        id: reseller.id,
        email: reseller.email,
        name: reseller.name,
        country: reseller.country,
        is_reseller: true,
        price_list_id: reseller.price_list?.id ?? null,
        vat_id: reseller.vat_id,
      })),
    };
  }
  const data = await api.get<CustomersResponse>(`/api/store/customers/?${query}`);
  return {
    ...data,
    results: data.results.map((account) => ({
      id: account.id,
      email: account.email,
      name: account.name,
      country: account.country,
      is_reseller: account.is_reseller,
      price_list_id: account.price_list_id,
      vat_id: account.vat_id,
    })),
  };
}

export const accountPricingQuery = (kind: AccountKind, search: string, page: number) =>
  queryOptions({
    queryKey: catalogAdminKeys.accountPage(kind, search, page),
    queryFn: () => fetchAccountPricing(kind, search, page),
    placeholderData: keepPreviousData,
  });

export const promoCodesQuery = queryOptions({
  queryKey: catalogAdminKeys.promoCodes(),
  queryFn: () => api.get<{ promocodes: PromoCodeAdmin[] }>('/api/store/admin/promocodes/'),
  select: (data) => data.promocodes,
});

export const shipmentPricesQuery = queryOptions({
  queryKey: catalogAdminKeys.shipping(),
  queryFn: () => api.get<ShipmentPrices>('/api/logistics/shipment_prices'),
});

export const useProductsAdmin = () => useQuery(productsAdminQuery);
export const useProductAdmin = (id: number | undefined) =>
  useQuery({ ...productAdminQuery(id ?? 0), enabled: id !== undefined });
export const useGoodiesAdmin = () => useQuery(goodiesAdminQuery);
export const useSecondhandAdmin = () => useQuery(secondhandAdminQuery);
export const usePriceLists = () => useQuery(priceListsQuery);
export const useAccountPricing = (kind: AccountKind, search: string, page: number) =>
  useQuery(accountPricingQuery(kind, search, page));
export const usePromoCodes = () => useQuery(promoCodesQuery);
export const useShipmentPrices = () => useQuery(shipmentPricesQuery);

// ---------------------------------------------------------------------------
// Mutations. Each marks stale what it changed, and the shop's catalogue (and cart, where
// prices of the cart change) so the shop in this browser shows the change at once.
// ---------------------------------------------------------------------------

const invalidate = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Puts a saved item into a cached list at once (replacing its old self, or first when new). */
function upsert<T extends { id: number }>(list: T[], saved: T): T[] {
  return list.some((item) => item.id === saved.id)
    ? list.map((item) => (item.id === saved.id ? saved : item))
    : [saved, ...list];
}

/** What a change of a product or variant shows in: the lists naming products, and the shop. */
const productKeys = (): QueryKey[] => [
  catalogAdminKeys.products(),
  catalogAdminKeys.goodies(),
  catalogAdminKeys.promoCodes(),
  catalogKeys.all,
  cartKeys.cart,
];

export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProductPayload) =>
      id === undefined
        ? api.post<ProductAdmin>('/api/store/admin/products/', payload)
        : api.put<ProductAdmin>(`/api/store/admin/products/${id}`, payload),
    onSuccess: async (product) => {
      queryClient.setQueryData(catalogAdminKeys.product(product.id), product);
      await invalidate(queryClient, [...productKeys(), catalogAdminKeys.secondhand()]);
    },
  });
}

/** Adds a variant to product `productId` (no `variantId`) or changes one. */
export function useSaveVariant(productId: number, variantId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VariantPayload) =>
      variantId === undefined
        ? api.post<VariantAdmin>(`/api/store/admin/products/${productId}/variants/`, payload)
        : api.put<VariantAdmin>(`/api/store/admin/variants/${variantId}`, payload),
    onSuccess: async (variant) => {
      queryClient.setQueryData<ProductAdmin>(catalogAdminKeys.product(productId), (product) => {
        if (!product) return product;
        const others = product.variants.filter((existing) => existing.id !== variant.id);
        const variants = [...others, variant].sort(
          (a, b) => a.position - b.position || a.id - b.id,
        );
        return { ...product, variants };
      });
      await invalidate(queryClient, [
        catalogAdminKeys.product(productId),
        ...productKeys(),
        catalogAdminKeys.priceLists(),
      ]);
    },
  });
}

export function useSaveGoodie(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: GoodiePayload) =>
      id === undefined
        ? api.post<GoodieAdmin>('/api/store/admin/goodies/', payload)
        : api.put<GoodieAdmin>(`/api/store/admin/goodies/${id}`, payload),
    onSuccess: async (goodie) => {
      queryClient.setQueryData<GoodieAdminList>(
        catalogAdminKeys.goodies(),
        (data) => data && { goodies: upsert(data.goodies, goodie) },
      );
      await invalidate(queryClient, [catalogAdminKeys.goodies(), catalogKeys.all, cartKeys.cart]);
    },
  });
}

export function useSaveSecondhand(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SecondhandPayload) =>
      id === undefined
        ? api.post<SecondhandAdmin>('/api/store/admin/secondhand/', payload)
        : api.put<SecondhandAdmin>(`/api/store/admin/secondhand/${id}`, payload),
    onSuccess: async (item) => {
      queryClient.setQueryData<SecondhandAdminList>(
        catalogAdminKeys.secondhand(),
        (data) => data && { items: upsert(data.items, item) },
      );
      await invalidate(queryClient, [
        catalogAdminKeys.secondhand(),
        catalogAdminKeys.products(),
        catalogKeys.all,
        cartKeys.cart,
      ]);
    },
  });
}

export function useSavePriceList(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PriceListPayload) =>
      id === undefined
        ? api.post<PriceList>('/api/store/price_lists/', payload)
        : api.put<PriceList>(`/api/store/price_lists/${id}`, payload),
    onSuccess: async (list) => {
      queryClient.setQueryData<PriceListList>(
        catalogAdminKeys.priceLists(),
        (data) => data && { price_lists: upsert(data.price_lists, list) },
      );
      await invalidate(queryClient, [
        catalogAdminKeys.priceLists(),
        catalogKeys.all,
        cartKeys.cart,
      ]);
    },
  });
}

export function useSaveAccountPricing(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AccountPricingPayload) =>
      api.put<AccountPricing>(`/api/store/admin/accounts/${accountId}/pricing`, payload),
    onSuccess: () =>
      invalidate(queryClient, [
        catalogAdminKeys.accounts(),
        catalogAdminKeys.priceLists(),
        catalogKeys.all,
        cartKeys.cart,
      ]),
  });
}

export function useSavePromoCode(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PromoCodePayload) =>
      id === undefined
        ? api.post<PromoCodeAdmin>('/api/store/promocodes/', payload)
        : api.put<PromoCodeAdmin>(`/api/store/admin/promocodes/${id}`, payload),
    onSuccess: async (code) => {
      queryClient.setQueryData<{ promocodes: PromoCodeAdmin[] }>(
        catalogAdminKeys.promoCodes(),
        (data) => data && { promocodes: upsert(data.promocodes, code) },
      );
      await invalidate(queryClient, [
        catalogAdminKeys.promoCodes(),
        cartKeys.cart,
        // The public pages of promo codes (cartKeys.promocode(slug)).
        cartKeys.promocode('').slice(0, 1),
      ]);
    },
  });
}

export function useSaveShipmentPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ShipmentPricesPayload) =>
      api.put<ShipmentPrices>('/api/logistics/admin/shipment_prices', payload),
    onSuccess: async (prices) => {
      queryClient.setQueryData(catalogAdminKeys.shipping(), prices);
      await invalidate(queryClient, [catalogKeys.all, cartKeys.cart]);
    },
  });
}
