import { defineModule } from '../module';
import { FamilyService } from './family.service';
import { familyPageMeta } from './page-meta';
import { familyPagePreloads } from './page-preloads';
import familyRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    family: FamilyService;
  }
}

/** The team and ambassadors: groups and member pages. */
export const familyModule = defineModule({
  name: 'family',
  needs: ['database', 'catalog', 'config'],
  provides: ({ database, catalog }) => ({ family: new FamilyService(database.db, catalog) }),
  routes: [familyRoutes],
  pageMeta: ({ family, config }) => familyPageMeta(family, { brand: config.brand }),
  pagePreloads: familyPagePreloads,
});
