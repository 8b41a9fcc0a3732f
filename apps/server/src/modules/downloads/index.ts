import { defineModule } from '../module';
import { DownloadsService } from './downloads.service';
import { downloadsPagePreloads } from './page-preloads';
import downloadsRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    downloads: DownloadsService;
  }
}

/** Line plans and downloads. */
export const downloadsModule = defineModule({
  name: 'downloads',
  needs: ['database', 'config'],
  provides: ({ database, config }) => ({
    downloads: new DownloadsService(database.db, config.mediaDir),
  }),
  routes: [downloadsRoutes],
  pagePreloads: downloadsPagePreloads,
});
