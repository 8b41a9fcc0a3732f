import { defineModule } from '../module';
import { CheckIntervalsService } from './check-intervals.service';
import { unitPageMeta } from './page-meta';
import publicUnitRoutes from './public-routes';
import { PurchaseOrdersService } from './purchase-orders.service';
import productionRoutes from './routes';
import { UnitsService } from './units.service';

declare module '../module' {
  interface ModuleServices {
    purchaseOrders: PurchaseOrdersService;
    units: UnitsService;
    checkIntervals: CheckIntervalsService;
  }
}

/**
 * Production: purchase orders to the factory, the serial-numbered units they make, and each
 * unit's page behind its QR code (docs/decisions/0024-production-and-units.md). Units come
 * into stock through the logistics ledger.
 */
export const productionModule = defineModule({
  name: 'production',
  needs: ['database', 'audit', 'catalog', 'config', 'limiter'],
  provides: ({ database, audit, catalog, config }) => {
    const options = { publicUrl: config.publicUrl, brand: config.brand };
    const units = new UnitsService(database.db, audit, options);
    return {
      units,
      purchaseOrders: new PurchaseOrdersService(database.db, audit, catalog, units, options),
      checkIntervals: new CheckIntervalsService(database.db, audit),
    };
  },
  routes: [productionRoutes, publicUnitRoutes],
  pageMeta: ({ config }) => unitPageMeta({ brand: config.brand }),
});
