import type {
  BlogPost,
  BlogPostAdmin,
  BlogPostList,
  BlogPostSummary,
  SocialPost,
} from '@windfamily/contract/blog';
import type { Image } from '@windfamily/contract/catalog';

export const image = (id: number, alt = `Picture ${id}`): Image => ({
  id,
  webp: `/media/images/${id}/640.webp`,
  fallback: `/media/images/${id}/640.jpg`,
  webp_srcset: `/media/images/${id}/320.webp 320w, /media/images/${id}/640.webp 640w`,
  fallback_srcset: `/media/images/${id}/320.jpg 320w, /media/images/${id}/640.jpg 640w`,
  width: 1600,
  height: 1000,
  alt,
});

export const summary = (overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug: 'sophie-joy-is-here',
  title: 'Sophie Joy is here',
  teaser: 'Our new high B is ready: lighter, calmer, and a joy to climb with.',
  cover: image(1, 'Sophie Joy over the ridge'),
  created: '2026-10-14T12:00:00.000Z',
  ...overrides,
});

export const post = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  ...summary(),
  body: '## Two years of test flights\n\nThe **Sophie Joy** climbs like a dream.',
  updated: '2026-10-15T08:00:00.000Z',
  ...overrides,
});

export const postsPage = (
  results: BlogPostSummary[],
  overrides: Partial<BlogPostList> = {},
): BlogPostList => ({ count: results.length, page: 1, page_size: 9, results, ...overrides });

export const socialPost = (overrides: Partial<SocialPost> = {}): SocialPost => ({
  id: 1,
  image: image(50, 'Wings on the launch'),
  caption: 'Morning session above the lake',
  link: 'https://social.example/p/abc123',
  date: '2026-11-02',
  ...overrides,
});

export const adminPost = (overrides: Partial<BlogPostAdmin> = {}): BlogPostAdmin => ({
  ...post(),
  id: 7,
  cover_id: 1,
  published: true,
  ...overrides,
});
