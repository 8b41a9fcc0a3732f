import type { AppContext } from '../context';
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
export async function seedDemoData(ctx: AppContext): Promise<{ accounts: number }> {
  const accounts = await seedDemoUsers(ctx.accounts);
  await seedDemoCatalog(
    { db: ctx.database.db, images: ctx.images },
    { fallbackPromoCode: ctx.config.promoFallbackCode },
  );
  await seedDemoColorpicker({ db: ctx.database.db });
  await seedDemoContent({ db: ctx.database.db, images: ctx.images });
  await ctx.catalog.changed();
  await seedDemoFamily({ db: ctx.database.db, images: ctx.images });
  await seedDemoBlog({ db: ctx.database.db, images: ctx.images });
  await seedDemoDownloads({ db: ctx.database.db, downloads: ctx.downloads }, ctx.config.brand);
  return { accounts };
}
