import { contentApiPaths } from '@windfamily/contract/api-paths';
import {
  CONTENT_SLUG_PATTERN,
  MAIN_PAGE_SLUG,
  RESERVED_PAGE_SLUGS,
} from '@windfamily/contract/content';
import type { PageMeta, PageMetaResolver, PagePreloader } from '../../plugins/web-app';
import type { ContentService } from './content.service';

/** The content page's slug of a path (`/about`, `/about/`), or undefined for other pages. */
export function contentSlugOf(pathname: string): string | undefined {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  const slug = match?.[1]?.toLowerCase();
  if (!slug || !CONTENT_SLUG_PATTERN.test(slug)) return undefined;
  if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(slug) || slug === MAIN_PAGE_SLUG)
    return undefined;
  return slug;
}

/** The page a path shows: the home page's blocks for `/`, a content page for `/{slug}`. */
const pageOf = (pathname: string) => (pathname === '/' ? MAIN_PAGE_SLUG : contentSlugOf(pathname));

/** The content call a page makes first, so that its answer comes with the page. */
export const contentPagePreloads: PagePreloader = {
  calls(pathname) {
    const slug = pageOf(pathname);
    return slug ? [contentApiPaths.page(slug)] : [];
  },
};

/** Title and description of content pages, from what staff wrote. */
export function contentPageMeta(content: ContentService): PageMetaResolver {
  return async (pathname): Promise<PageMeta | undefined> => {
    const slug = contentSlugOf(pathname);
    if (!slug) return undefined;
    const page = (await content.snapshot()).pages.get(slug);
    if (!page) return undefined;
    return {
      title: page.title,
      description: page.seo_description || firstSentenceOf(page.content) || page.title,
    };
  };
}

/** The first words of Markdown as plain text, for a description staff left empty. */
function firstSentenceOf(markdown: string): string {
  const text = markdown
    .replace(/^#+\s.*$/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>|#-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s\S*$/, '')}…` : text;
}
