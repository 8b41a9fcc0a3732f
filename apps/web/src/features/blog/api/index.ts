import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogApiPaths } from '@windfamily/contract/api-paths';
import type { BlogPost, BlogPostList, SocialPostList } from '@windfamily/contract/blog';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

/** The blog's public calls; the back office invalidates everything under `blogKeys.all`. */
export const blogKeys = {
  all: ['blog'] as const,
  posts: (page: number) => [...blogKeys.all, 'posts', page] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  socialPosts: () => [...blogKeys.all, 'social-posts'] as const,
};

export const blogPostsQuery = (page: number) =>
  queryOptions({
    queryKey: blogKeys.posts(page),
    queryFn: () => api.get<BlogPostList>(blogApiPaths.posts(page)),
    ...preloadedData<BlogPostList>(blogApiPaths.posts(page)),
    staleTime: 60_000,
  });

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: () => api.get<BlogPost>(blogApiPaths.post(slug)),
    ...preloadedData<BlogPost>(blogApiPaths.post(slug)),
    staleTime: 60_000,
  });

export const socialPostsQuery = queryOptions({
  queryKey: blogKeys.socialPosts(),
  queryFn: () => api.get<SocialPostList>(blogApiPaths.socialPosts()),
  staleTime: 5 * 60_000,
});

/** A page of posts; the previous page stays on screen while the next one loads. */
export const useBlogPosts = (page: number) =>
  useQuery({ ...blogPostsQuery(page), placeholderData: keepPreviousData });
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
export const useSocialPosts = () => useQuery(socialPostsQuery);
