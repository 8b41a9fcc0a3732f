import { defineModule } from '../module';
import { invoiceInvariants } from './invoice-invariants';
import { InvoicingService } from './invoicing.service';
import invoicingRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    invoicing: InvoicingService;
  }
}

/** Invoices and credit notes: issuing, the accounting's list, the PDF/A-3 and e-invoice files. */
export const invoicingModule = defineModule({
  name: 'invoicing',
  needs: ['database', 'config', 'audit', 'tasks', 'limiter'],
  provides: ({ database, config, audit, tasks }) => ({
    invoicing: new InvoicingService(database, config, audit, tasks),
  }),
  routes: [invoicingRoutes],
  invariants: invoiceInvariants,
});
