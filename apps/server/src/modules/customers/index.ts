import { defineModule } from '../module';
import { CustomerDataService } from './customer-data.service';
import { CustomersService } from './customers.service';
import customerRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    customers: CustomersService;
    customerData: CustomerDataService;
  }
}

/** Customers and resellers for staff, and each customer's data export and erasure (GDPR). */
export const customersModule = defineModule({
  name: 'customers',
  needs: ['database', 'config', 'audit', 'catalog'],
  provides: ({ database, config, audit, catalog }) => ({
    customers: new CustomersService(database.db, config, audit, catalog),
    customerData: new CustomerDataService(database.db, config, audit),
  }),
  routes: [customerRoutes],
});
