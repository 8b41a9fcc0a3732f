import { defineModule } from '../module';
import { ResellerService } from './reseller.service';
import resellerRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    reseller: ResellerService;
  }
}

/** The reseller area (`/admin/`): ordering for customers at the reseller's prices. */
export const resellerModule = defineModule({
  name: 'reseller',
  needs: ['database', 'config', 'catalog', 'shipping', 'orders', 'invoicing', 'orderMails'],
  provides: ({ database, config, catalog, shipping, orders, invoicing, orderMails }) => ({
    reseller: new ResellerService(
      database,
      config,
      catalog,
      shipping,
      orders,
      invoicing,
      orderMails,
    ),
  }),
  routes: [resellerRoutes],
});
