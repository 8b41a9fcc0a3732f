// The GET paths the web app asks for when a page starts, built in one place: the server puts
// the answers of these very paths into the page (see the web app's preloaded answers), so the
// browser's first render has them without a round trip. Zod-free, for browser code.

/** The calls every page makes: the session, the service status and the cart. */
export const SHELL_API_PATHS = {
  currentUser: '/api/login/',
  status: '/api/status/',
  cart: '/api/store/cart/',
} as const;

const withCountry = (
  path: string,
  country: string,
  query: Record<string, string | undefined> = {},
) => {
  const params = Object.entries({ ...query, country })
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${path}?${params}`;
};

/** The catalogue's reads; prices depend on the country, so it is part of each path. */
export const catalogApiPaths = {
  categories: () => '/api/store/categories/',
  products: (category: string | undefined, country: string) =>
    withCountry('/api/store/products/', country, { category }),
  product: (slug: string, country: string) =>
    withCountry(`/api/store/products/${encodeURIComponent(slug)}`, country),
  goodies: (country: string) => withCountry('/api/store/goodies/', country),
  secondhand: (country: string) => withCountry('/api/store/marketplace/secondhand/', country),
};

/** The customer's order reads. */
export const orderApiPaths = {
  /** An order by its public key (`2026-0042-<secret>`). */
  publicOrder: (key: string) => `/api/store/orders_public/${encodeURIComponent(key)}`,
};
