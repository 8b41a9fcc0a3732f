import {
  and,
  type AnyColumn,
  asc,
  count,
  desc,
  eq,
  ilike,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { comboPath } from '@windfamily/contract/colorpicker-basics';
import {
  CUSTOMER_PAGE_LIST_SIZE,
  CUSTOMERS_PAGE_SIZE,
  type Customer,
  type customerPayloadSchema,
  type CustomersResponse,
  type customersQuerySchema,
  type NewsletterState,
  type Reseller,
  type resellerPayloadSchema,
  type ResellersResponse,
  type resellersQuerySchema,
  vatIdProblem,
} from '@windfamily/contract/customers';
import { centsToMoney } from '@windfamily/contract/money';
import type { Config } from '../../config';
import { isDbId, uniqueViolation } from '../../db/constraints';
import type { Db, Tx } from '../../db/client';
import {
  addresses,
  colorCombos,
  newsletterSubscribers,
  orders,
  priceLists,
  products,
  users,
} from '../../db/schema';
import { badRequest, fieldError, HttpError, notFound } from '../../lib/http-error';
import { containing } from '../../lib/search';
import { groupsOf } from '../../plugins/auth';
import type { User } from '../accounts/sessions';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { comboImageUrls } from '../colorpicker/combo-image';
import { balanceOf } from '../orders/balance';
import { bpToPercent, pricingFor, taxTreatmentOf } from '../pricing/prices';

type CustomersQuery = z.output<typeof customersQuerySchema>;
type ResellersQuery = z.output<typeof resellersQuerySchema>;
type CustomerInput = z.output<typeof customerPayloadSchema>;
type ResellerInput = z.output<typeof resellerPayloadSchema>;
type AddressRow = typeof addresses.$inferSelect;

export const CUSTOMER_MESSAGES = {
  noAccount: (id: number) => `There is no account ${id}.`,
  noReseller: (id: number) => `There is no reseller ${id}.`,
  emailTaken: 'An account with this e-mail address already exists.',
  erased: 'The personal data of this account was erased: it cannot change any more.',
  noPriceList: (id: number) => `There is no price list ${id}.`,
} as const;

// The orders of the account in the `users` row being selected, counted and summed by
// correlated subqueries: a page of accounts reads the orders of its own accounts only
// (through `orders_user_idx`).
const ordersCountSql = sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = ${users.id})`;
const totalBoughtSql = sql<number>`(SELECT coalesce(sum(o.total), 0) FROM orders o WHERE o.user_id = ${users.id} AND o.status <> 'cancelled')`;
const openBalanceSql = sql<number>`(SELECT coalesce(sum(o.total - o.amount_paid), 0) FROM orders o WHERE o.user_id = ${users.id} AND o.status <> 'cancelled')`;
const hasOrdersSql = sql`EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ${users.id})`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const addressOf = (row: AddressRow | null) =>
  row
    ? {
        name: row.name,
        attname: row.attname,
        address: row.address,
        address2: row.address2,
        zipcode: row.zipcode,
        city: row.city,
        state: row.state,
        country: row.country,
      }
    : null;

/** Part of the e-mail, name or company, any case, wildcards taken literally. */
function matching(search: string, ...more: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ilike(users.email, pattern),
    ilike(addresses.name, pattern),
    ilike(users.company, pattern),
    ...more.map((column) => ilike(column, pattern)),
  );
}

/**
 * The shop's customers and resellers as staff look after them: lists, an account's page, and
 * the changes of its contact details and reseller terms, each recorded in the audit log.
 */
export class CustomersService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
  ) {}

  // -------------------------------------------------------------------------
  // Lists.
  // -------------------------------------------------------------------------

  /** Accounts by search and filters, newest, by name or biggest buyers first, a page. */
  async list(query: CustomersQuery): Promise<CustomersResponse> {
    const conditions = [matching(query.search)];
    if (query.country) conditions.push(eq(addresses.country, query.country));
    if (query.reseller !== undefined) conditions.push(eq(users.isReseller, query.reseller));
    if (query.has_orders !== undefined)
      conditions.push(query.has_orders ? hasOrdersSql : sql`NOT ${hasOrdersSql}`);
    const where = and(...conditions);
    const order = {
      newest: [desc(users.dateJoined), desc(users.id)],
      name: [sql`lower(${addresses.name}) ASC NULLS LAST`, asc(users.email), asc(users.id)],
      total_bought: [desc(totalBoughtSql), desc(users.id)],
    }[query.sort];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          user: users,
          name: addresses.name,
          country: addresses.country,
          ordersCount: ordersCountSql.mapWith(Number),
          totalBought: totalBoughtSql.mapWith(Number),
        })
        .from(users)
        .leftJoin(addresses, eq(addresses.userId, users.id))
        .where(where)
        .orderBy(...order)
        .limit(CUSTOMERS_PAGE_SIZE)
        .offset((query.page - 1) * CUSTOMERS_PAGE_SIZE),
      this.db
        .select({ n: count() })
        .from(users)
        .leftJoin(addresses, eq(addresses.userId, users.id))
        .where(where),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: CUSTOMERS_PAGE_SIZE,
      results: rows.map(({ user, name, country, ordersCount, totalBought }) => ({
        id: user.id,
        email: user.email,
        name: name ?? '',
        company: user.company,
        country,
        registration_date: user.dateJoined.toISOString(),
        orders_count: ordersCount,
        total_bought: centsToMoney(totalBought),
        is_reseller: user.isReseller,
        is_staff: user.isStaff,
        price_list_id: user.priceListId,
        vat_id: user.vatId,
        erased: user.erasedAt !== null,
      })),
    };
  }

  /** The reseller accounts, by company (else contact, else e-mail), a page. */
  async resellers(query: ResellersQuery): Promise<ResellersResponse> {
    const where = and(eq(users.isReseller, true), matching(query.search, users.vatId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          user: users,
          name: addresses.name,
          country: addresses.country,
          priceList: { id: priceLists.id, name: priceLists.name },
          ordersCount: ordersCountSql.mapWith(Number),
          openBalance: openBalanceSql.mapWith(Number),
        })
        .from(users)
        .leftJoin(addresses, eq(addresses.userId, users.id))
        .leftJoin(priceLists, eq(priceLists.id, users.priceListId))
        .where(where)
        .orderBy(
          asc(
            sql`lower(coalesce(nullif(${users.company}, ''), ${addresses.name}, ${users.email}))`,
          ),
          asc(users.id),
        )
        .limit(CUSTOMERS_PAGE_SIZE)
        .offset((query.page - 1) * CUSTOMERS_PAGE_SIZE),
      this.db
        .select({ n: count() })
        .from(users)
        .leftJoin(addresses, eq(addresses.userId, users.id))
        .where(where),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: CUSTOMERS_PAGE_SIZE,
      results: rows.map(({ user, name, country, priceList, ordersCount, openBalance }) => ({
        id: user.id,
        email: user.email,
        name: name ?? '',
        company: user.company,
        country,
        vat_id: user.vatId,
        price_list: priceList,
        orders_count: ordersCount,
        open_balance: centsToMoney(openBalance),
      })),
    };
  }

  // -------------------------------------------------------------------------
  // An account's page.
  // -------------------------------------------------------------------------

  /** An account with its address, orders, combos, newsletter state and money. */
  async customer(id: number): Promise<Customer> {
    return (await this.load(id, CUSTOMER_MESSAGES.noAccount(id))).page;
  }

  /** An account's page, and its price list as it is (a 404 saying `missing` for none). */
  private async load(id: number, missing: string) {
    const [found] = isDbId(id)
      ? await this.db
          .select({
            user: users,
            address: addresses,
            priceList: priceLists,
            totalBought: totalBoughtSql.mapWith(Number),
            openBalance: openBalanceSql.mapWith(Number),
          })
          .from(users)
          .leftJoin(addresses, eq(addresses.userId, users.id))
          .leftJoin(priceLists, eq(priceLists.id, users.priceListId))
          .where(eq(users.id, id))
      : [];
    if (!found) throw notFound(missing);
    const { user, address, priceList } = found;
    const [orderRows, [orderCount], comboRows, [comboCount], [subscriber]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_PAGE_LIST_SIZE),
      this.db.select({ n: count() }).from(orders).where(eq(orders.userId, id)),
      this.db
        .select({ combo: colorCombos, product: products.name })
        .from(colorCombos)
        .innerJoin(products, eq(products.id, colorCombos.productId))
        .where(eq(colorCombos.userId, id))
        .orderBy(desc(colorCombos.createdAt), desc(colorCombos.id))
        .limit(CUSTOMER_PAGE_LIST_SIZE),
      this.db.select({ n: count() }).from(colorCombos).where(eq(colorCombos.userId, id)),
      this.db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, user.email.toLowerCase())),
    ]);
    const newsletter: NewsletterState =
      subscriber?.status === 'confirmed'
        ? 'subscribed'
        : subscriber?.status === 'pending'
          ? 'pending'
          : 'not_subscribed';
    const page: Customer = {
      id: user.id,
      email: user.email,
      phone: user.phone,
      company: user.company,
      vat_id: user.vatId,
      address: addressOf(address),
      orders: {
        count: orderCount?.n ?? 0,
        results: orderRows.map((order) => ({
          sale_sequence: order.saleSequence,
          sale_date: order.createdAt.toISOString(),
          status: order.status,
          payment_state: order.paymentState,
          total: centsToMoney(order.total),
          balance: centsToMoney(balanceOf(order)),
        })),
      },
      combos: {
        count: comboCount?.n ?? 0,
        results: comboRows.map(({ combo, product }) => {
          const { webp, png } = comboImageUrls(combo.imageKey);
          return {
            slug: combo.slug,
            name: combo.name,
            public_link: comboPath(combo.slug),
            image: { webp, png },
            product,
            created: combo.createdAt.toISOString(),
            ordered: combo.orderedAt !== null,
          };
        }),
      },
      newsletter,
      total_bought: centsToMoney(found.totalBought),
      open_balance: centsToMoney(found.openBalance),
      price_list: priceList ? { id: priceList.id, name: priceList.name } : null,
      groups: groupsOf(user),
      registration_date: user.dateJoined.toISOString(),
      last_login: iso(user.lastLogin),
      erased_at: iso(user.erasedAt),
    };
    return { page, priceList };
  }

  /**
   * The account's page and the terms it buys on; a 404 unless it is a reseller (or
   * `anyAccount`: the answer of a change that may have just made it none).
   */
  async reseller(id: number, options: { anyAccount?: boolean } = {}): Promise<Reseller> {
    const { page, priceList: list } = await this.load(id, CUSTOMER_MESSAGES.noReseller(id));
    if (!page.groups.is_reseller && !options.anyAccount)
      throw notFound(CUSTOMER_MESSAGES.noReseller(id));
    const country = page.address?.country;
    const pricing = country
      ? pricingFor(country, { vatId: page.vat_id }, null, this.config.shopCountry)
      : undefined;
    return {
      ...page,
      terms: {
        price_list: list
          ? {
              id: list.id,
              name: list.name,
              percent_off: bpToPercent(list.percentOffBp),
              active: list.active,
            }
          : null,
        vat_id: page.vat_id,
        tax_treatment: pricing ? taxTreatmentOf(pricing, this.config.shopCountry) : null,
      },
    };
  }

  // -------------------------------------------------------------------------
  // Changes.
  // -------------------------------------------------------------------------

  /** The account's row locked for a change; a 404 for none, a 409 once it was erased. */
  private async lockAccount(tx: Tx, id: number) {
    const [user] = isDbId(id)
      ? await tx.select().from(users).where(eq(users.id, id)).for('update')
      : [];
    if (!user) throw notFound(CUSTOMER_MESSAGES.noAccount(id));
    if (user.erasedAt) throw new HttpError(409, CUSTOMER_MESSAGES.erased);
    return user;
  }

  /**
   * Staff change the contact details: the e-mail (unique in any case), the phone, the
   * company and the address. A taken address is a 400 and nothing changes.
   */
  async update(actor: Actor, id: number, input: CustomerInput): Promise<Customer> {
    try {
      await this.db.transaction(async (tx) => {
        const user = await this.lockAccount(tx, id);
        const [address] = await tx.select().from(addresses).where(eq(addresses.userId, id));
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${input.email}`, ne(users.id, id)));
        if (taken) throw fieldError('email', CUSTOMER_MESSAGES.emailTaken);
        await tx
          .update(users)
          .set({ email: input.email, phone: input.phone, company: input.company })
          .where(eq(users.id, id));
        await tx
          .insert(addresses)
          .values({ userId: id, ...input.address })
          .onConflictDoUpdate({ target: addresses.userId, set: input.address });
        await this.audit.record(tx, actor, {
          action: 'customer.update',
          entityType: 'customer',
          entityId: id,
          summary: `Contact details of account ${id} changed`,
          before: contactOf(user, addressOf(address ?? null)),
          after: contactOf(input, input.address),
        });
      });
    } catch (error) {
      // Two changes to the same address at once: the unique index refuses the second.
      if (uniqueViolation(error) === 'users_email_unique')
        throw fieldError('email', CUSTOMER_MESSAGES.emailTaken);
      throw error;
    }
    return this.customer(id);
  }

  /**
   * Staff set an account's reseller terms: company, VAT id (in the format of its address's
   * country), price list and whether it is a reseller at all. They apply from its next
   * request.
   */
  async updateReseller(actor: Actor, id: number, input: ResellerInput): Promise<Reseller> {
    await this.db.transaction(async (tx) => {
      const user = await this.lockAccount(tx, id);
      const [address] = await tx
        .select({ country: addresses.country })
        .from(addresses)
        .where(eq(addresses.userId, id));
      const problem = vatIdProblem(input.vat_id, address?.country ?? null);
      if (problem) throw badRequest(`The VAT id is not valid (${problem}).`, { vat_id: [problem] });
      if (input.price_list_id !== null) {
        const [list] = isDbId(input.price_list_id)
          ? await tx
              .select({ id: priceLists.id })
              .from(priceLists)
              .where(eq(priceLists.id, input.price_list_id))
              .for('share')
          : [];
        if (!list)
          throw fieldError('price_list_id', CUSTOMER_MESSAGES.noPriceList(input.price_list_id));
      }
      await tx
        .update(users)
        .set({
          company: input.company,
          vatId: input.vat_id,
          priceListId: input.price_list_id,
          isReseller: input.is_reseller,
        })
        .where(eq(users.id, id));
      await this.audit.record(tx, actor, {
        action: 'reseller.update',
        entityType: 'customer',
        entityId: id,
        summary: `Reseller terms of account ${id} changed`,
        before: termsOf(user),
        after: {
          company: input.company,
          vat_id: input.vat_id,
          price_list_id: input.price_list_id,
          is_reseller: input.is_reseller,
        },
      });
    });
    // Nothing cached holds an account's terms, but the rule is: every pricing write clears.
    await this.catalog.changed();
    return this.reseller(id, { anyAccount: true });
  }
}

const contactOf = (
  account: Pick<User, 'email' | 'phone' | 'company'>,
  address: ReturnType<typeof addressOf>,
) => ({ email: account.email, phone: account.phone, company: account.company, address });

const termsOf = (user: User) => ({
  company: user.company,
  vat_id: user.vatId,
  price_list_id: user.priceListId,
  is_reseller: user.isReseller,
});
