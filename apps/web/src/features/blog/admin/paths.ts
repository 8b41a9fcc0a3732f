/** Where the blog's screens live in the back office. */
export const BLOG_ADMIN_PATHS = {
  posts: '/backoffice/blog',
  newPost: '/backoffice/blog/new',
  post: (id: number) => `/backoffice/blog/${id}`,
  socialPosts: '/backoffice/social-posts',
} as const;
