import { defineModule } from '../module';
import { Carriers } from './carriers';
import standInCarrierRoutes from './carriers/stand-in-routes';
import shippingRoutes from './routes';
import { ShippingService } from './shipping.service';

declare module '../module' {
  interface ModuleServices {
    shipping: ShippingService;
    /** The carrier that books labels, for the shipments (see docs/decisions/0023-carriers.md). */
    carriers: Carriers;
  }
}

/** Shipping prices by zone, delivery method and box, and the carrier that ships the parcels. */
export const shippingModule = defineModule({
  name: 'shipping',
  needs: ['database', 'catalog', 'config'],
  provides: ({ database, catalog, config }) => ({
    shipping: new ShippingService(database.db, catalog, config.shopCountry),
    carriers: new Carriers(config, database.db),
  }),
  routes: [shippingRoutes, standInCarrierRoutes],
});
