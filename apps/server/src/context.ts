import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { BackgroundTasks } from './lib/background-tasks';
import { RateLimiter } from './lib/rate-limiter';
import { AccountsService } from './modules/accounts/accounts.service';
import { SessionService } from './modules/accounts/sessions';
import { CacheRegistry } from './modules/cache/caches';
import { type Mailer, OutboxMailer, SmtpMailer } from './modules/mail/mailer';
import { ImageStore } from './modules/media/image-store';
import { BlogService } from './modules/blog/blog.service';
import { CartService } from './modules/cart/cart.service';
import { CatalogAdminService } from './modules/catalog/admin.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { ColorpickerAdminService } from './modules/colorpicker/admin.service';
import { ComboImages } from './modules/colorpicker/combo-image';
import { ColorpickerService } from './modules/colorpicker/colorpicker.service';
import { FamilyService } from './modules/family/family.service';
import { ContactService } from './modules/content/contact';
import { ContentService } from './modules/content/content.service';
import { DownloadsService } from './modules/downloads/downloads.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { OrdersService } from './modules/orders/orders.service';
import { PaymentsService } from './modules/payments/payments.service';
import { PriceListService } from './modules/pricing/price-lists.service';
import { PromoService } from './modules/promo/promo.service';
import { ShippingService } from './modules/shipping/shipping.service';

/** The services of one app instance, built once and handed to every module. */
export interface AppContext {
  config: Config;
  database: Database;
  tasks: BackgroundTasks;
  limiter: RateLimiter;
  sessions: SessionService;
  caches: CacheRegistry;
  mailer: Mailer;
  outbox: OutboxMailer;
  accounts: AccountsService;
  images: ImageStore;
  catalog: CatalogService;
  catalogAdmin: CatalogAdminService;
  family: FamilyService;
  content: ContentService;
  contact: ContactService;
  priceLists: PriceListService;
  shipping: ShippingService;
  promos: PromoService;
  cart: CartService;
  orders: OrdersService;
  payments: PaymentsService;
  newsletter: NewsletterService;
  downloads: DownloadsService;
  blog: BlogService;
  colorpicker: ColorpickerService;
  colorpickerAdmin: ColorpickerAdminService;
}

export function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: { mailer?: Mailer } = {},
): AppContext {
  const { db } = database;
  const tasks = new BackgroundTasks(log);
  const limiter = new RateLimiter(db);
  const sessions = new SessionService(db);
  const outbox = new OutboxMailer(db);
  const mailer =
    overrides.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox);
  const caches = new CacheRegistry(db);
  const accounts = new AccountsService(db, config, sessions, limiter, mailer, tasks);
  const images = new ImageStore(db, config.mediaDir);
  const catalog = new CatalogService(db, caches, config.shopCountry, log);
  const catalogAdmin = new CatalogAdminService(db, catalog);
  const family = new FamilyService(db, catalog);
  const content = new ContentService(db, caches, log, config.mediaDir);
  const contact = new ContactService(config, limiter, mailer, tasks);
  const priceLists = new PriceListService(db, catalog);
  const shipping = new ShippingService(db, catalog, config.shopCountry);
  const promos = new PromoService(db, catalog);
  const payments = new PaymentsService(db, config, mailer, tasks);
  const cart = new CartService(database, catalog, shipping, promos, payments.available);
  const colorpicker = new ColorpickerService(
    db,
    caches,
    catalog,
    new ComboImages(config.mediaDir),
    log,
  );
  const colorpickerAdmin = new ColorpickerAdminService(db, caches, catalog);
  const orders = new OrdersService(
    database,
    config,
    cart,
    catalog,
    colorpicker,
    payments,
    mailer,
    tasks,
  );
  const newsletter = new NewsletterService(db, config, limiter, mailer, tasks);
  const downloads = new DownloadsService(db, config.mediaDir);
  const blog = new BlogService(db);
  // Orders placed as a visitor join the account once its owner proves the address theirs.
  accounts.onMailboxConfirmed((user) => orders.claimGuestOrders(db, user));
  return {
    config,
    database,
    tasks,
    limiter,
    sessions,
    caches,
    mailer,
    outbox,
    accounts,
    images,
    catalog,
    catalogAdmin,
    family,
    content,
    contact,
    priceLists,
    shipping,
    promos,
    cart,
    orders,
    payments,
    newsletter,
    downloads,
    blog,
    colorpicker,
    colorpickerAdmin,
  };
}
