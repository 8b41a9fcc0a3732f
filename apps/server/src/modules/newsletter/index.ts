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
  needs: ['database', 'config', 'limiter', 'mailer', 'tasks'],
  provides: ({ database, config, limiter, mailer, tasks }) => ({
    newsletter: new NewsletterService(database.db, config, limiter, mailer, tasks),
  }),
  routes: [newsletterRoutes],
});
