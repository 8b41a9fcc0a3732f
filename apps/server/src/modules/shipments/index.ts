import { defineModule } from '../module';
import { ShipmentBooking } from './booking.service';
import shipmentRoutes from './routes';
import { ShipmentsService } from './shipments.service';

declare module '../module' {
  interface ModuleServices {
    shipments: ShipmentsService;
    shipmentBooking: ShipmentBooking;
  }
}

/**
 * Shipments of orders (docs/decisions/0025-shipments.md): booked with the carrier for a label,
 * handed over (the units leave the stock through the ledger, the customer is told), or
 * cancelled with the carrier until then.
 */
export const shipmentsModule = defineModule({
  name: 'shipments',
  needs: ['database', 'config', 'carriers', 'catalog', 'orderMails', 'audit'],
  provides: ({ database, config, carriers, catalog, orderMails, audit }) => ({
    shipmentBooking: new ShipmentBooking(database.db, config, carriers, audit),
    shipments: new ShipmentsService(database.db, config, carriers, catalog, orderMails, audit),
  }),
  routes: [shipmentRoutes],
});
