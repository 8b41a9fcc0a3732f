import { defineModule } from '../module';
import { NewsletterService } from './newsletter.service';
import newsletterRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    newsletter: NewsletterService;
  }
}

/** Newsletter sign-up with double opt-in, and the staff's list of subscribers. */
export const newsletterModule = defineModule({
  name: 'newsletter',
  needs: ['database', 'config', 'limiter', 'mailQueue', 'tasks'],
  provides: ({ database, config, limiter, mailQueue, tasks }) => ({
    newsletter: new NewsletterService(database.db, config, limiter, mailQueue, tasks),
  }),
  routes: [newsletterRoutes],
});
