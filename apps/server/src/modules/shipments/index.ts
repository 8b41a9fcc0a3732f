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
 * Shipments of orders and of demo rentals' wings (docs/decisions/0025-shipments.md): booked
 * with the carrier for a label, handed over (the units leave the stock through the ledger, the
 * customer is told; a rental goes out), or cancelled with the carrier until then.
 */
export const shipmentsModule = defineModule({
  name: 'shipments',
  needs: ['database', 'config', 'carriers', 'catalog', 'orderMails', 'audit', 'rentalFlow'],
  provides: ({ database, config, carriers, catalog, orderMails, audit, rentalFlow }) => ({
    shipmentBooking: new ShipmentBooking(database.db, config, carriers, audit),
    shipments: new ShipmentsService(
      database.db,
      config,
      carriers,
      catalog,
      orderMails,
      audit,
      rentalFlow,
    ),
  }),
  routes: [shipmentRoutes],
});
