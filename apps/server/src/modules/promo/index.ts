import { defineModule } from '../module';
import { PromoService } from './promo.service';
import promoRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    promos: PromoService;
  }
}

/** Promo codes: their public pages and their staff screens. */
export const promoModule = defineModule({
  name: 'promo',
  needs: ['database', 'catalog', 'limiter'],
  provides: ({ database, catalog }) => ({ promos: new PromoService(database.db, catalog) }),
  routes: [promoRoutes],
});
