import { defineModule } from '../module';
import colorpickerAdminRoutes from './admin-routes';
import { ColorpickerAdminService } from './admin.service';
import { ColorpickerService } from './colorpicker.service';
import { ComboImages } from './combo-image';
import { colorpickerPageMeta } from './page-meta';
import { colorpickerPagePreloads } from './page-preloads';
import colorpickerRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    colorpicker: ColorpickerService;
    colorpickerAdmin: ColorpickerAdminService;
  }
}

/** The colour picker: cloths, wing templates, presets and the pilots' saved combos. */
export const colorpickerModule = defineModule({
  name: 'colorpicker',
  needs: ['database', 'caches', 'catalog', 'config', 'log', 'limiter'],
  provides: ({ database, caches, catalog, config, log }) => ({
    colorpicker: new ColorpickerService(
      database.db,
      caches,
      catalog,
      new ComboImages(config.mediaDir),
      log,
    ),
    colorpickerAdmin: new ColorpickerAdminService(database.db, caches, catalog),
  }),
  routes: [colorpickerRoutes, colorpickerAdminRoutes],
  pageMeta: ({ colorpicker, config }) => colorpickerPageMeta(colorpicker, { brand: config.brand }),
  pagePreloads: colorpickerPagePreloads,
});
