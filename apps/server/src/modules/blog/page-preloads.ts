import { blogApiPaths } from '@windfamily/contract/api-paths';
import {
  BLOG_CARD_IMAGE_SIZES,
  BLOG_COVER_IMAGE_SIZES,
  type BlogPost,
  type BlogPostList,
} from '@windfamily/contract/blog';
import type { Image } from '@windfamily/contract/catalog';
import type { PagePreloader, PreloadedAnswer } from '../../plugins/web-app';

type BlogPage = { kind: 'list' } | { kind: 'post'; slug: string } | undefined;

/** `/blog` and `/blog/{slug}/` (as React Router matches them: any case, slash or not). */
export function blogPageOf(pathname: string): BlogPage {
  const [blog, slug, ...rest] = pathname.split('/').filter(Boolean);
  if (blog?.toLowerCase() !== 'blog' || rest.length) return undefined;
  if (slug === undefined) return { kind: 'list' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  return { kind: 'post', slug: decoded };
}

const bodyOf = <T>(answer: PreloadedAnswer | undefined) =>
  answer?.status === 200 ? (answer.body as T) : undefined;

const lead = (image: Image | null | undefined, sizes: string) =>
  image ? { srcset: image.webp_srcset, sizes } : undefined;

/**
 * The blog's first calls, as apps/web/src/features/blog asks them: the list's first page
 * (a later page is asked for by the browser) and a post, with the first cover as the lead
 * picture. The social posts come after the first paint.
 */
export const blogPagePreloads: PagePreloader = {
  calls(pathname) {
    const page = blogPageOf(pathname);
    if (page?.kind === 'list') return [blogApiPaths.posts()];
    if (page?.kind === 'post') return [blogApiPaths.post(page.slug)];
    return [];
  },

  leadImage(pathname, _country, answers) {
    const page = blogPageOf(pathname);
    if (page?.kind === 'list') {
      const list = bodyOf<BlogPostList>(answers[blogApiPaths.posts()]);
      return lead(list?.results[0]?.cover, BLOG_CARD_IMAGE_SIZES);
    }
    if (page?.kind === 'post') {
      const post = bodyOf<BlogPost>(answers[blogApiPaths.post(page.slug)]);
      return lead(post?.cover, BLOG_COVER_IMAGE_SIZES);
    }
    return undefined;
  },
};
