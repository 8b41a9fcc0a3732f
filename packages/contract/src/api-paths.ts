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

/** A video service's id: 11 characters of letters, digits, `-` and `_`. */
export const VIDEO_ID_PATTERN = /^[\w-]{11}$/;

/** A video's thumbnail, fetched and kept by our own server (never by the visitor's browser). */
export const videoThumbnailPath = (videoId: string) => `/api/youtube_thumbnail/${videoId}/`;

/** The content page whose blocks the home page shows. */
export const MAIN_PAGE_SLUG = 'main_page';

/** The content system's reads: a published page (its blocks with it), a block collection. */
export const contentApiPaths = {
  page: (slug: string) => `/api/pages/pages/${encodeURIComponent(slug)}`,
  collection: (slug: string) => `/api/cms/content_block_collection/${encodeURIComponent(slug)}`,
};

/** The customer's order reads. */
export const orderApiPaths = {
  /** An order by its public key (`2026-0042-<secret>`). */
  publicOrder: (key: string) => `/api/store/orders_public/${encodeURIComponent(key)}`,
};

/** The page of a blog post on the site. */
export const blogPostPath = (slug: string) => `/blog/${slug}/`;

/** The blog's reads. */
export const blogApiPaths = {
  /** A page of published posts, newest first (`page` from 1). */
  posts: (page = 1) => (page > 1 ? `/api/blog/posts/?page=${page}` : '/api/blog/posts/'),
  post: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/`,
  socialPosts: () => '/api/blog/instaposts/',
};

/** The family's reads: a group (every group without a slug) and a member. */
export const familyApiPaths = {
  groups: (slug?: string) =>
    slug ? `/api/family/groups/${encodeURIComponent(slug)}` : '/api/family/groups/',
  member: (slug: string) => `/api/family/member/${encodeURIComponent(slug)}`,
};

/** The staff calls of the downloads. */
export const DOWNLOADS_ADMIN_PATH = '/api/pages/admin/files/';
export const downloadAdminPath = (id: number) => `${DOWNLOADS_ADMIN_PATH}${id}/`;

/** The downloads page's read. */
export const downloadsApiPaths = {
  files: () => '/api/pages/files/',
};

/** The colour picker's calls. */
export const colorpickerApiPaths = {
  models: () => '/api/colorpicker/colorpicker/',
  model: (productSlug: string) =>
    `/api/colorpicker/colorpicker/${encodeURIComponent(productSlug)}/`,
  reference: () => '/api/colorpicker/pantone/',
  /** GET: the asker's combos, newest first. */
  myCombos: () => '/api/colorpicker/combo',
  /** POST: save a combo of the model. */
  save: (productSlug: string) => `/api/colorpicker/combo/${encodeURIComponent(productSlug)}/`,
  /** GET (anyone), PATCH and DELETE (its owner). */
  combo: (slug: string) => `/api/colorpicker/combo/${encodeURIComponent(slug)}`,
};

/** The staff calls of the colour picker (the back office's palette, templates and presets). */
export const colorpickerAdminApiPaths = {
  /** GET: the whole palette with what uses each cloth; POST: add a cloth. */
  colors: () => '/api/colorpicker/admin/colors/',
  /** PUT: change a cloth (never its code); DELETE: an unused one. */
  color: (code: string) => `/api/colorpicker/admin/colors/${encodeURIComponent(code)}/`,
  /** GET: every model with a template, its zones and their cloths. */
  models: () => '/api/colorpicker/admin/models/',
  /** PUT: a zone's cloths and standard colour (its mirrored zone alike). */
  zone: (productSlug: string, key: string) =>
    `/api/colorpicker/admin/models/${encodeURIComponent(productSlug)}/zones/${encodeURIComponent(key)}/`,
  /** GET: the model's presets; POST: add one. */
  presets: (productSlug: string) =>
    `/api/colorpicker/admin/models/${encodeURIComponent(productSlug)}/presets/`,
  /** PUT, DELETE: one preset of the model. */
  preset: (productSlug: string, slug: string) =>
    `/api/colorpicker/admin/models/${encodeURIComponent(productSlug)}/presets/${encodeURIComponent(slug)}/`,
};
