import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the blog feature: its sections of the back office, each loaded when first
// opened (the public pages are routes of their own).

/** The blog's areas of the back office (paths relative to /backoffice/). */
export const BLOG_ADMIN_SECTIONS = [
  {
    path: 'blog',
    label: 'Blog',
    icon: ArticleOutlinedIcon,
    Component: lazy(() => import('./admin/posts-section')),
  },
  {
    path: 'social-posts',
    label: 'Social posts',
    icon: PhotoLibraryOutlinedIcon,
    Component: lazy(() => import('./admin/social-posts-page')),
  },
];
