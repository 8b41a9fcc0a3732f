import { defineModule } from '../module';
import webstatsRoutes from './routes';
import { WebstatsService } from './webstats.service';

declare module '../module' {
  interface ModuleServices {
    webstats: WebstatsService;
  }
}

/**
 * The site's own web statistics without cookies or personal data
 * (docs/decisions/0029-web-statistics.md): the collection call, the rollups and the figures.
 */
export const webstatsModule = defineModule({
  name: 'webstats',
  needs: ['database', 'log'],
  provides: ({ database, log }) => ({ webstats: new WebstatsService(database.db, log) }),
  routes: [webstatsRoutes],
});
