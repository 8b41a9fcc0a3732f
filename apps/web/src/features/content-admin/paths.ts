/** Where the content's screens live in the back office. */
export const CONTENT_ADMIN_PATHS = {
  pages: '/backoffice/pages',
  newPage: '/backoffice/pages/new',
  page: (slug: string) => `/backoffice/pages/${encodeURIComponent(slug)}`,
  blocks: '/backoffice/blocks',
  newCollection: '/backoffice/blocks/new',
  collection: (slug: string) => `/backoffice/blocks/${encodeURIComponent(slug)}`,
} as const;
