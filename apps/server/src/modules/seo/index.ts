import { defineModule } from '../module';
import seoRoutes from './routes';

/** robots.txt, the sitemap and the news feed. */
export const seoModule = defineModule({
  name: 'seo',
  needs: ['config', 'blog', 'catalog', 'content', 'family'],
  routes: [seoRoutes],
});
