import { defineModule } from '../module';
import { RentalFlowService } from './rental-flow.service';
import { RentalRequestsService } from './rental-requests.service';
import { RentalsService } from './rentals.service';
import rentalRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    rentals: RentalsService;
    rentalFlow: RentalFlowService;
    rentalRequests: RentalRequestsService;
  }
}

/**
 * The demo fleet (docs/decisions/0026-demo-rentals.md): rentals of its units to pilots and
 * flight schools, never overlapping (the database's exclusion constraint), their way out and
 * back through the stock ledger, their fees and the sale of a demo wing as staff orders, and
 * the public's requests ("Try our Wings").
 */
export const rentalsModule = defineModule({
  name: 'rentals',
  needs: ['database', 'config', 'limiter', 'audit', 'catalog', 'shipping', 'orders', 'orderMails'],
  provides: ({ database, config, limiter, audit, catalog, shipping, orders, orderMails }) => {
    const rentals = new RentalsService(database.db, audit);
    return {
      rentals,
      rentalFlow: new RentalFlowService(
        database.db,
        config,
        rentals,
        audit,
        catalog,
        shipping,
        orders,
        orderMails,
      ),
      rentalRequests: new RentalRequestsService(database.db, limiter, audit),
    };
  },
  routes: [rentalRoutes],
});
