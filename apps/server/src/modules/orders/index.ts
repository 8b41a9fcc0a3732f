import { defineModule } from '../module';
import { OrdersService } from './orders.service';
import { orderPagePreloads } from './page-preloads';
import orderRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    orders: OrdersService;
  }
}

/** The checkout, the customers' orders and the staff's list of them. */
export const ordersModule = defineModule({
  name: 'orders',
  needs: [
    'database',
    'config',
    'limiter',
    'mailer',
    'tasks',
    'accounts',
    'cart',
    'catalog',
    'colorpicker',
    'payments',
  ],
  provides: ({
    database,
    config,
    mailer,
    tasks,
    accounts,
    cart,
    catalog,
    colorpicker,
    payments,
  }) => {
    const orders = new OrdersService(
      database,
      config,
      cart,
      catalog,
      colorpicker,
      payments,
      mailer,
      tasks,
    );
    // Orders placed as a visitor join the account once its owner proves the address theirs.
    accounts.onMailboxConfirmed((user) => orders.claimGuestOrders(database.db, user));
    return { orders };
  },
  routes: [orderRoutes],
  pagePreloads: orderPagePreloads,
});
