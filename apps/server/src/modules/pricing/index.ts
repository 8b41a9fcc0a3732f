import { defineModule } from '../module';
import priceListRoutes from './price-list-routes';
import { PriceListService } from './price-lists.service';
import pricingRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    priceLists: PriceListService;
  }
}

/** VAT rates by country and the resellers' price lists. */
export const pricingModule = defineModule({
  name: 'pricing',
  needs: ['database', 'catalog'],
  provides: ({ database, catalog }) => ({
    priceLists: new PriceListService(database.db, catalog),
  }),
  routes: [pricingRoutes, priceListRoutes],
});
