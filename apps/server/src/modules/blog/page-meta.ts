import type { Image } from '@windfamily/contract/catalog';
import type { PageMetaResolver } from '../../plugins/web-app';
import type { BlogService } from './blog.service';
import { blogPageOf } from './page-preloads';

/** The largest rendition's fallback (jpg/png): link previews do not all take webp. */
const previewImage = (image: Image | null) =>
  image ? (image.fallback_srcset.split(', ').at(-1)?.split(' ')[0] ?? image.fallback) : undefined;

/** Titles and link previews of the blog: the list, and each published post. */
export function blogPageMeta(blog: BlogService, site: { brand: string }): PageMetaResolver {
  return async (pathname) => {
    const page = blogPageOf(pathname);
    if (page?.kind === 'list')
      return {
        title: 'News',
        description: `Test flights, new wings, competitions and workshop news from ${site.brand}.`,
      };
    if (page?.kind !== 'post') return undefined;
    const post = await blog.post(page.slug).catch(() => undefined);
    if (!post) return undefined;
    const image = previewImage(post.cover);
    return {
      title: post.title,
      description: post.teaser,
      ...(image ? { image } : {}),
    };
  };
}
