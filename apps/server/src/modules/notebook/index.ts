import { defineModule } from '../module';
import { NotebookService } from './notebook.service';
import notebookRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    notebook: NotebookService;
  }
}

/**
 * Dev mode's data notebook (docs/decisions/0027-notebook.md): read-only SQL against the app's
 * database, saved queries and the schema, for superusers. Left out in prod, so its calls are
 * 404s there.
 */
export const notebookModule = defineModule({
  name: 'notebook',
  needs: ['database'],
  devOnly: true,
  provides: ({ database }) => ({ notebook: new NotebookService(database) }),
  routes: [notebookRoutes],
});
