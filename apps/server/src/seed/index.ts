import type { Services } from '../modules/module';
import { seedDemoBlog } from './demo-blog';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoColorpicker } from './demo-colorpicker';
import { seedDemoFamily } from './demo-family';
import { seedDemoContent } from './demo-content';
import { seedDemoDownloads } from './demo-downloads';
import { seedDemoUsers } from './demo-users';

/**
 * The demo data of dev mode: accounts, then the catalogue (its price lists name the reseller)
 * and the colour picker's templates of its wings.
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
  return { accounts };
}
