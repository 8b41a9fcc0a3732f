import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CategoriesResponse,
  GoodiesResponse,
  Pricing,
  ProductDetail,
  ProductListResponse,
  SecondhandItem,
  SecondhandResponse,
} from '@windfamily/contract/catalog';
import { catalogApiPaths } from '@windfamily/contract/api-paths';
import { parseApiDate } from '../../../lib/dates';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';
import { useCountry } from '../../cart';

/**
 * The catalogue's calls. Prices depend on the country (and the account's price list, which
 * a login change refreshes by invalidating every query), so the country is part of each key.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  products: (category: string | undefined, country: string) =>
    [...catalogKeys.all, 'products', category ?? '', country] as const,
  product: (slug: string, country: string) =>
    [...catalogKeys.all, 'product', slug, country] as const,
  goodies: (country: string) => [...catalogKeys.all, 'goodies', country] as const,
  secondhand: (country: string) => [...catalogKeys.all, 'secondhand', country] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: catalogKeys.categories(),
  queryFn: () => api.get<CategoriesResponse>(catalogApiPaths.categories()),
  ...preloadedData<CategoriesResponse>(catalogApiPaths.categories()),
  staleTime: 5 * 60_000,
});

export const productsQuery = (category: string | undefined, country: string) =>
  queryOptions({
    queryKey: catalogKeys.products(category, country),
    queryFn: () => api.get<ProductListResponse>(catalogApiPaths.products(category, country)),
    ...preloadedData<ProductListResponse>(catalogApiPaths.products(category, country)),
    staleTime: 60_000,
  });

export const productQuery = (slug: string, country: string) =>
  queryOptions({
    queryKey: catalogKeys.product(slug, country),
    queryFn: () => api.get<ProductDetail>(catalogApiPaths.product(slug, country)),
    ...preloadedData<ProductDetail>(catalogApiPaths.product(slug, country)),
    staleTime: 60_000,
  });

export const goodiesQuery = (country: string) =>
  queryOptions({
    queryKey: catalogKeys.goodies(country),
    queryFn: () => api.get<GoodiesResponse>(catalogApiPaths.goodies(country)),
    ...preloadedData<GoodiesResponse>(catalogApiPaths.goodies(country)),
    staleTime: 60_000,
  });

export const secondhandQuery = (country: string) =>
  queryOptions({
    queryKey: catalogKeys.secondhand(country),
    queryFn: () => api.get<SecondhandResponse>(catalogApiPaths.secondhand(country)),
    ...preloadedData<SecondhandResponse>(catalogApiPaths.secondhand(country)),
    staleTime: 60_000,
  });

/** The products of a category (every product without one), priced for the visitor's country. */
export const useProducts = (category?: string) =>
  useQuery({
    ...productsQuery(category, useCountry()),
    // Another country's prices: the list stays on screen until the new ones are there.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (category ?? '') ? previous : undefined,
  });
export const useProduct = (slug: string) =>
  useQuery({
    ...productQuery(slug, useCountry()),
    // Another country's prices: the page (and the chosen size) stays until they are there.
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
export const useGoodies = () =>
  useQuery({ ...goodiesQuery(useCountry()), placeholderData: (previous) => previous });
/** A second-hand wing, its manufacturing date turned into a Date (SPEC.md section 3). */
export type Bargain = Omit<SecondhandItem, 'manufacturing_date'> & { manufacturing_date: Date };
export interface Bargains {
  items: Bargain[];
  pricing: Pricing;
}

const toBargains = ({ items, pricing }: SecondhandResponse): Bargains => ({
  items: items.map((item) => ({
    ...item,
    manufacturing_date: parseApiDate(item.manufacturing_date),
  })),
  pricing,
});

export const useSecondhand = () =>
  useQuery({ ...secondhandQuery(useCountry()), select: toBargains });
export const useCategories = () => useQuery(categoriesQuery);
