import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BlogPostAdmin,
  BlogPostAdminList,
  BlogPostPayload,
  SocialPostAdmin,
  SocialPostAdminList,
  SocialPostPayload,
} from '@windfamily/contract/blog';
import { api } from '../../../lib/http';

/** The staff calls of the blog (GET, POST, PUT, DELETE under /api/blog/admin/). */
export const BLOG_ADMIN_API = {
  posts: '/api/blog/admin/posts/',
  post: (id: number) => `/api/blog/admin/posts/${id}`,
  socialPosts: '/api/blog/admin/instaposts/',
  socialPost: (id: number) => `/api/blog/admin/instaposts/${id}`,
} as const;

export const blogAdminKeys = {
  all: ['blog-admin'] as const,
  posts: () => [...blogAdminKeys.all, 'posts'] as const,
  socialPosts: () => [...blogAdminKeys.all, 'social-posts'] as const,
};

/** What the public blog caches (its queries' keys all start with 'blog'). */
const PUBLIC_BLOG_KEY = ['blog'] as const;

/** After a write: the staff lists and the public blog read again, so the site shows it at once. */
const refresh = (queryClient: QueryClient, key: readonly unknown[]) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY }),
  ]);

const upsert = <T extends { id: number }>(rows: T[], row: T) =>
  rows.some((other) => other.id === row.id)
    ? rows.map((other) => (other.id === row.id ? row : other))
    : [row, ...rows];

/** Every post, drafts too, newest first. */
export const useBlogPostsAdmin = () =>
  useQuery({
    queryKey: blogAdminKeys.posts(),
    queryFn: () => api.get<BlogPostAdminList>(BLOG_ADMIN_API.posts),
    select: (data) => data.posts,
  });

/** Writes a post: creates it without an id, changes it with one. */
export function useSaveBlogPost(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BlogPostPayload) =>
      id === undefined
        ? api.post<BlogPostAdmin>(BLOG_ADMIN_API.posts, payload)
        : api.put<BlogPostAdmin>(BLOG_ADMIN_API.post(id), payload),
    onSuccess: async (post) => {
      queryClient.setQueryData<BlogPostAdminList>(
        blogAdminKeys.posts(),
        (data) => data && { posts: upsert(data.posts, post) },
      );
      await refresh(queryClient, blogAdminKeys.posts());
    },
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(BLOG_ADMIN_API.post(id)),
    onSuccess: async (_, id) => {
      queryClient.setQueryData<BlogPostAdminList>(
        blogAdminKeys.posts(),
        (data) => data && { posts: data.posts.filter((post) => post.id !== id) },
      );
      await refresh(queryClient, blogAdminKeys.posts());
    },
  });
}

/** Every social post, newest first. */
export const useSocialPostsAdmin = () =>
  useQuery({
    queryKey: blogAdminKeys.socialPosts(),
    queryFn: () => api.get<SocialPostAdminList>(BLOG_ADMIN_API.socialPosts),
    select: (data) => data.results,
  });

export function useSaveSocialPost(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SocialPostPayload) =>
      id === undefined
        ? api.post<SocialPostAdmin>(BLOG_ADMIN_API.socialPosts, payload)
        : api.put<SocialPostAdmin>(BLOG_ADMIN_API.socialPost(id), payload),
    onSuccess: () => refresh(queryClient, blogAdminKeys.socialPosts()),
  });
}

export function useDeleteSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(BLOG_ADMIN_API.socialPost(id)),
    onSuccess: async (_, id) => {
      queryClient.setQueryData<SocialPostAdminList>(
        blogAdminKeys.socialPosts(),
        (data) => data && { results: data.results.filter((post) => post.id !== id) },
      );
      await refresh(queryClient, blogAdminKeys.socialPosts());
    },
  });
}
