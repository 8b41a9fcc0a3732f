import { defineModule } from '../module';
import { PaymentsService } from './payments.service';
import paymentRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    payments: PaymentsService;
  }
}

/** Card payments through Stripe (or its local stand-in) and their webhook. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['database', 'config', 'mailer', 'tasks', 'limiter'],
  provides: ({ database, config, mailer, tasks }) => ({
    payments: new PaymentsService(database.db, config, mailer, tasks),
  }),
  routes: [paymentRoutes],
});
