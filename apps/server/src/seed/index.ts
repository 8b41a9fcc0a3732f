import { count } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { Services } from '../modules/module';
import { seedDemoBlog } from './demo-blog';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoColorpicker } from './demo-colorpicker';
import { seedDemoFamily } from './demo-family';
import { seedDemoContent } from './demo-content';
import { seedDemoDownloads } from './demo-downloads';
import { seedDemoOrders } from './demo-orders';
import { seedDemoUsers } from './demo-users';

/** Orders a fresh demo shop starts with, so that the back office has work to show. */
const DEMO_ORDERS = 120;

/**
 * The demo data of dev mode: accounts, then the catalogue (its price lists name the reseller)
 * and the colour picker's templates of its wings, the site's content, and a shop's worth of
 * orders of the last years when there are none yet.
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
  if (!placed?.n)
    await seedDemoOrders(services.database.db, {
      count: DEMO_ORDERS,
      shopCountry: services.config.shopCountry,
      promoCode: services.config.promoFallbackCode,
    });
  return { accounts };
}
