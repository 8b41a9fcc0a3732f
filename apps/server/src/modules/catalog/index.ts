import { defineModule } from '../module';
import catalogAdminRoutes from './admin-routes';
import { CatalogAdminService } from './admin.service';
import { CatalogService } from './catalog.service';
import { catalogPageMeta } from './page-meta';
import { catalogPagePreloads } from './page-preloads';
import catalogRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    catalog: CatalogService;
    catalogAdmin: CatalogAdminService;
  }
}

/** The shop's products, variants, goodies and bargains, and their staff screens. */
export const catalogModule = defineModule({
  name: 'catalog',
  needs: ['database', 'caches', 'config', 'log'],
  provides: ({ database, caches, config, log }) => {
    const catalog = new CatalogService(database.db, caches, config.shopCountry, log);
    return { catalog, catalogAdmin: new CatalogAdminService(database.db, catalog) };
  },
  routes: [catalogRoutes, catalogAdminRoutes],
  pageMeta: ({ catalog, config }) =>
    catalogPageMeta(catalog, {
      publicUrl: config.publicUrl,
      brand: config.brand,
      shopCountry: config.shopCountry,
    }),
  pagePreloads: catalogPagePreloads,
});
