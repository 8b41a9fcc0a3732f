import { defineModule } from '../module';
import { orderInvariants } from './order-invariants';
import { CheckoutService } from './checkout.service';
import { OrderAdminService } from './order-admin.service';
import { OrderEditsService } from './order-edits.service';
import { OrderMails } from './order-mails';
import { OrdersService } from './orders.service';
import { StaffOrdersService } from './staff-orders.service';
import { orderPagePreloads } from './page-preloads';
import orderRoutes from './routes';
import staffOrderRoutes from './staff-routes';

declare module '../module' {
  interface ModuleServices {
    orders: OrdersService;
    orderMails: OrderMails;
    checkout: CheckoutService;
    staffOrders: StaffOrdersService;
    orderEdits: OrderEditsService;
    orderAdmin: OrderAdminService;
  }
}

/** The checkout, the customers' orders, and the staff's list of them and work on them. */
export const ordersModule = defineModule({
  name: 'orders',
  needs: [
    'database',
    'config',
    'limiter',
    'mailQueue',
    'accounts',
    'cart',
    'catalog',
    'colorpicker',
    'payments',
    'paymentLedger',
    'invoicing',
    'shipping',
    'promos',
    'audit',
  ],
  provides: ({
    database,
    config,
    mailQueue,
    accounts,
    cart,
    catalog,
    colorpicker,
    payments,
    paymentLedger,
    invoicing,
    shipping,
    promos,
    audit,
  }) => {
    const orders = new OrdersService(database, config, catalog, invoicing, payments.available);
    const orderMails = new OrderMails(database.db, mailQueue);
    const checkout = new CheckoutService(
      database,
      config,
      cart,
      catalog,
      colorpicker,
      orders,
      orderMails,
      payments.available,
    );
    // Orders placed as a visitor join the account once its owner proves the address theirs.
    accounts.onMailboxConfirmed((user) => orders.claimGuestOrders(database.db, user));
    const staffOrders = new StaffOrdersService(
      database,
      orders,
      orderMails,
      paymentLedger,
      invoicing,
    );
    return {
      orders,
      orderMails,
      checkout,
      staffOrders,
      orderEdits: new OrderEditsService(
        database,
        catalog,
        shipping,
        promos,
        orders,
        staffOrders,
        audit,
        invoicing,
      ),
      orderAdmin: new OrderAdminService(
        database,
        config,
        catalog,
        shipping,
        orders,
        staffOrders,
        orderMails,
        audit,
        invoicing,
        paymentLedger,
      ),
    };
  },
  routes: [orderRoutes, staffOrderRoutes],
  invariants: orderInvariants,
  pagePreloads: orderPagePreloads,
});
