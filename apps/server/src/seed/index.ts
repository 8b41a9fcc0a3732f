import { count } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { Services } from '../modules/module';
import { seedDemoBlog } from './demo-blog';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoColorpicker } from './demo-colorpicker';
import { seedDemoFamily } from './demo-family';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoContent } from './demo-content';
import { seedDemoDownloads } from './demo-downloads';
import { seedDemoOrders } from './demo-orders';
import { seedDemoProduction } from './demo-production';
import { seedDemoShipments } from './demo-shipments';
import { seedDemoUsers } from './demo-users';
import { seedDemoWebstats } from './demo-webstats';

/** Orders a fresh demo shop starts with, so that the back office has work to show. */
const DEMO_ORDERS = 120;
/** Of them, placed in the last days: most still wait for their money, an invoice or a wing. */
const RECENT_DEMO_ORDERS = 12;
const RECENT_DAYS = 10;
/** And a steady flow over the last year, so that the sales statistics have a year to show. */
const LAST_YEAR_DEMO_ORDERS = 420;
const LAST_YEAR_DAYS = 365;

/**
 * The demo data of dev mode: accounts, then the catalogue (its price lists name the reseller)
 * and the colour picker's templates of its wings, the site's content, and a shop's worth of
 * orders of the last years (a steady flow over the last year, a dozen from the last days) when
 * there are none yet, and the work of the warehouse: purchase orders and their wings, a few
 * shipments, and the demo fleet with its rentals; and a year of the site's visits.
 */
export async function seedDemoData(services: Services): Promise<{ accounts: number }> {
  const accounts = await seedDemoUsers(services.accounts);
  await seedDemoCatalog(
    { db: services.database.db, images: services.images },
    { fallbackPromoCode: services.config.promoFallbackCode },
  );
  await seedDemoColorpicker({ db: services.database.db });
  await seedDemoContent({ db: services.database.db, images: services.images });
  await services.catalog.changed();
  await seedDemoFamily({ db: services.database.db, images: services.images });
  await seedDemoBlog({ db: services.database.db, images: services.images });
  await seedDemoDownloads(
    { db: services.database.db, downloads: services.downloads },
    services.config.brand,
  );
  const [placed] = await services.database.db.select({ n: count() }).from(orders);
  if (!placed?.n) {
    const demo = {
      shopCountry: services.config.shopCountry,
      promoCode: services.config.promoFallbackCode,
    };
    await seedDemoOrders(services.database.db, {
      ...demo,
      count: DEMO_ORDERS - RECENT_DEMO_ORDERS,
    });
    await seedDemoOrders(services.database.db, {
      ...demo,
      count: LAST_YEAR_DEMO_ORDERS,
      spanDays: LAST_YEAR_DAYS,
    });
    await seedDemoOrders(services.database.db, {
      ...demo,
      count: RECENT_DEMO_ORDERS,
      spanDays: RECENT_DAYS,
    });
  }
  await seedDemoProduction(services);
  await seedDemoShipments(services);
  await seedDemoFleet(services);
  await seedDemoWebstats(services.database.db, services.webstats);
  return { accounts };
}
