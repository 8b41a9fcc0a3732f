import { defineModule } from '../module';
import { CartService } from './cart.service';
import { cartPagePreloads } from './page-preloads';
import cartRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    cart: CartService;
  }
}

/** Carts of visitors and accounts, priced on every answer. */
export const cartModule = defineModule({
  name: 'cart',
  needs: ['database', 'config', 'limiter', 'catalog', 'shipping', 'promos', 'payments'],
  provides: ({ database, catalog, shipping, promos, payments }) => ({
    cart: new CartService(database, catalog, shipping, promos, payments.available),
  }),
  routes: [cartRoutes],
  pagePreloads: cartPagePreloads,
});
