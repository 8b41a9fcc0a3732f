import { defineModule } from '../module';
import { OrderMails } from '../orders/order-mails';
import accountingRoutes from './accounting-routes';
import { PaymentLedger } from './ledger';
import { PaymentMails } from './mails';
import { PaymentsService } from './payments.service';
import paymentRoutes from './routes';
import { BankStatements } from './statements';

declare module '../module' {
  interface ModuleServices {
    payments: PaymentsService;
    paymentLedger: PaymentLedger;
    bankStatements: BankStatements;
  }
}

/**
 * The money of orders: card payments through Stripe (or its local stand-in) and their
 * webhook, bank transfers recorded by hand or booked from bank statements, refunds, and the
 * ledger of it all.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['database', 'config', 'mailQueue', 'tasks', 'limiter', 'log', 'audit'],
  provides: ({ database, config, mailQueue, tasks, log, audit }) => {
    const mails = new PaymentMails(config, new OrderMails(database.db, mailQueue));
    const payments = new PaymentsService(database.db, config, tasks, mails);
    const paymentLedger = new PaymentLedger(database.db, payments, audit, mails, log);
    const bankStatements = new BankStatements(database.db, paymentLedger, audit, mails);
    return { payments, paymentLedger, bankStatements };
  },
  routes: [paymentRoutes, accountingRoutes],
});
