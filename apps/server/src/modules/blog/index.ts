import { defineModule } from '../module';
import { BlogService } from './blog.service';
import { blogPageMeta } from './page-meta';
import { blogPagePreloads } from './page-preloads';
import blogRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    blog: BlogService;
  }
}

/** News posts and social posts. */
export const blogModule = defineModule({
  name: 'blog',
  needs: ['database', 'config'],
  provides: ({ database }) => ({ blog: new BlogService(database.db) }),
  routes: [blogRoutes],
  pageMeta: ({ blog, config }) => blogPageMeta(blog, { brand: config.brand }),
  pagePreloads: blogPagePreloads,
});
