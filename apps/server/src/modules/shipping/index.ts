import { defineModule } from '../module';
import shippingRoutes from './routes';
import { ShippingService } from './shipping.service';

declare module '../module' {
  interface ModuleServices {
    shipping: ShippingService;
  }
}

/** Shipping prices by zone, delivery method and box. */
export const shippingModule = defineModule({
  name: 'shipping',
  needs: ['database', 'catalog', 'config'],
  provides: ({ database, catalog, config }) => ({
    shipping: new ShippingService(database.db, catalog, config.shopCountry),
  }),
  routes: [shippingRoutes],
});
