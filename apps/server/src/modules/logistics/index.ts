import { defineModule } from '../module';
import { ledgerInvariants } from './ledger-invariants';
import { LocationsService } from './locations.service';
import { MovesService } from './moves.service';
import { ReservationsService } from './reservations.service';
import logisticsRoutes from './routes';
import stockCheckRoutes from './stock-check-routes';
import { StockChecksService } from './stock-checks.service';

declare module '../module' {
  interface ModuleServices {
    stockLocations: LocationsService;
    stockMoves: MovesService;
    stockReservations: ReservationsService;
    stockChecks: StockChecksService;
  }
}

/**
 * The warehouse's stock as a ledger: locations, moves (the finished ones are the ledger),
 * reservations of orders, and stock checks (docs/decisions/0022-stock-ledger.md). The orders
 * take and give back stock through its functions (`takeAvailable`, `holdForOrder`,
 * `releaseOrder`, `shipOut`) in their own transactions.
 */
export const logisticsModule = defineModule({
  name: 'logistics',
  needs: ['database', 'audit', 'catalog'],
  provides: ({ database, audit, catalog }) => ({
    stockLocations: new LocationsService(database.db, audit),
    stockMoves: new MovesService(database.db, audit, catalog),
    stockReservations: new ReservationsService(database.db, audit, catalog),
    stockChecks: new StockChecksService(database.db, audit, catalog),
  }),
  routes: [logisticsRoutes, stockCheckRoutes],
  invariants: ledgerInvariants,
});
