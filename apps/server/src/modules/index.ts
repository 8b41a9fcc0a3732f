import { accountsModule } from './accounts';
import { auditModule } from './audit';
import { blogModule } from './blog';
import { cacheModule } from './cache';
import { cartModule } from './cart';
import { catalogModule } from './catalog';
import { colorpickerModule } from './colorpicker';
import { contentModule } from './content';
import { customersModule } from './customers';
import { devtoolsModule } from './devtools';
import { downloadsModule } from './downloads';
import { familyModule } from './family';
import { invoicingModule } from './invoicing';
import { logisticsModule } from './logistics';
import { mediaModule } from './media';
import type { AppModule } from './module';
import { newsletterModule } from './newsletter';
import { notebookModule } from './notebook';
import { ordersModule } from './orders';
import { paymentsModule } from './payments';
import { pricingModule } from './pricing';
import { productionModule } from './production';
import { promoModule } from './promo';
import { rentalsModule } from './rentals';
import { resellerModule } from './reseller';
import { seoModule } from './seo';
import { shipmentsModule } from './shipments';
import { shippingModule } from './shipping';
import { staffModule } from './staff';
import { statisticsModule } from './statistics';
import { systemModule } from './system';
import { webstatsModule } from './webstats';

/**
 * Every domain of the server, once. A module's services are built from those of the app and
 * of the modules above it (see docs/decisions/0018-modules.md).
 */
export const APP_MODULES: readonly AppModule[] = [
  systemModule,
  auditModule,
  accountsModule,
  cacheModule,
  mediaModule,
  catalogModule,
  pricingModule,
  shippingModule,
  promoModule,
  paymentsModule,
  cartModule,
  colorpickerModule,
  invoicingModule,
  logisticsModule,
  productionModule,
  ordersModule,
  rentalsModule,
  shipmentsModule,
  resellerModule,
  customersModule,
  statisticsModule,
  staffModule,
  familyModule,
  contentModule,
  newsletterModule,
  downloadsModule,
  blogModule,
  seoModule,
  devtoolsModule,
  notebookModule,
  webstatsModule,
];
