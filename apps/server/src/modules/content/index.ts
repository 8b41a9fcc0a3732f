import { defineModule } from '../module';
import { ContactService } from './contact';
import { ContentService } from './content.service';
import { contentPageMeta, contentPagePreloads } from './page-preloads';
import contentRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    content: ContentService;
    contact: ContactService;
  }
}

/** Content pages, the home page's blocks and the contact form. */
export const contentModule = defineModule({
  name: 'content',
  needs: ['database', 'caches', 'log', 'config', 'limiter', 'mailQueue', 'tasks'],
  provides: ({ database, caches, log, config, limiter, mailQueue, tasks }) => ({
    content: new ContentService(database.db, caches, log, config.mediaDir),
    contact: new ContactService(database.db, config, limiter, mailQueue, tasks),
  }),
  routes: [contentRoutes],
  pageMeta: ({ content }) => contentPageMeta(content),
  pagePreloads: contentPagePreloads,
});
