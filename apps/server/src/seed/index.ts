import type { AppContext } from '../context';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoUsers } from './demo-users';

/** The demo data of dev mode: accounts, then the catalogue (its price lists name the reseller). */
export async function seedDemoData(ctx: AppContext): Promise<{ accounts: number }> {
  const accounts = await seedDemoUsers(ctx.accounts);
  await seedDemoCatalog(
    { db: ctx.database.db, images: ctx.images },
    { fallbackPromoCode: ctx.config.promoFallbackCode },
  );
  await ctx.catalog.changed();
  return { accounts };
}
