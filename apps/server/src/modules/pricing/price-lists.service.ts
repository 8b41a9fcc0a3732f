import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import {
  type AccountPricing,
  type accountPricingPayloadSchema,
  type PriceList,
  type priceListPayloadSchema,
} from '@windfamily/contract/pricing';
import type { Db, Tx } from '../../db/client';
import { addresses, priceListPrices, priceLists, productVariants, users } from '../../db/schema';
import { isDbId, uniqueViolation } from '../../db/constraints';
import { badRequest, FieldErrors, notFound } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { bpToPercent, percentToBp } from './prices';

type PriceListInput = z.output<typeof priceListPayloadSchema>;
type AccountPricingInput = z.output<typeof accountPricingPayloadSchema>;
type Queryable = Db | Tx;

const nameTaken = (name: string) => `There is a price list named '${name}' already.`;

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */

/**
 * Resellers' price lists and the accounts' terms (price list, VAT id). Accounts read their
 * row on every request, so a change applies at their next one; price lists live in the
 * catalogue snapshot, so their writes clear the caches of every instance.
 */
export class PriceListService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  // -------------------------------------------------------------------------
  // Price lists.
  // -------------------------------------------------------------------------

  private async load(db: Queryable, id?: number): Promise<PriceList[]> {
    const lists = await db
      .select()
      .from(priceLists)
      .where(id !== undefined ? eq(priceLists.id, id) : undefined)
      .orderBy(asc(priceLists.name), asc(priceLists.id));
    if (lists.length === 0) return [];
    const ids = lists.map((list) => list.id);
    const prices = await db
      .select()
      .from(priceListPrices)
      .where(inArray(priceListPrices.priceListId, ids))
      .orderBy(asc(priceListPrices.variantId));
    const accounts = await db
      .select({
        id: users.id,
        email: users.email,
        name: addresses.name,
        priceListId: users.priceListId,
      })
      .from(users)
      .leftJoin(addresses, eq(addresses.userId, users.id))
      .where(inArray(users.priceListId, ids))
      .orderBy(asc(users.email));
    return lists.map((list) => ({
      id: list.id,
      name: list.name,
      percent_off: bpToPercent(list.percentOffBp),
      active: list.active,
      prices: prices
        .filter((price) => price.priceListId === list.id)
        .map((price) => ({ variant_id: price.variantId, net_price: centsToMoney(price.netPrice) })),
      accounts: accounts
        .filter((account) => account.priceListId === list.id)
        .map((account) => ({ id: account.id, email: account.email, name: account.name ?? '' })),
    }));
  }

  list(): Promise<PriceList[]> {
    return this.load(this.db);
  }

  private async check(tx: Tx, input: PriceListInput, id?: number) {
    const errors = new FieldErrors();
    const [taken] = await tx
      .select({ id: priceLists.id })
      .from(priceLists)
      .where(
        and(
          sql`lower(${priceLists.name}) = ${input.name.toLowerCase()}`,
          id !== undefined ? ne(priceLists.id, id) : undefined,
        ),
      );
    if (taken) errors.add('name', nameTaken(input.name));
    const variantIds = input.prices.map((price) => price.variant_id).filter(isDbId);
    const known = new Set(
      variantIds.length
        ? (
            await tx
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(inArray(productVariants.id, [...new Set(variantIds)]))
          ).map((row) => row.id)
        : [],
    );
    const seen = new Set<number>();
    input.prices.forEach(({ variant_id: variantId }, index) => {
      const field = `prices.${index}.variant_id`;
      if (!known.has(variantId)) errors.add(field, `There is no variant ${variantId}.`);
      else if (seen.has(variantId))
        errors.add(field, `The variant ${variantId} has a price already.`);
      seen.add(variantId);
    });
    errors.throwIfAny();
  }

  private values(input: PriceListInput) {
    return { name: input.name, percentOffBp: percentToBp(input.percent_off), active: input.active };
  }

  private async replacePrices(tx: Tx, priceListId: number, input: PriceListInput) {
    await tx.delete(priceListPrices).where(eq(priceListPrices.priceListId, priceListId));
    if (input.prices.length)
      await tx.insert(priceListPrices).values(
        input.prices.map((price) => ({
          priceListId,
          variantId: price.variant_id,
          netPrice: price.net_price,
        })),
      );
  }

  /** Runs a write in a transaction; the name's unique violation (a race) becomes its 400. */
  private async write<T>(input: PriceListInput, work: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'price_lists_name_unique') {
        const message = nameTaken(input.name);
        throw badRequest(message, { name: [message] });
      }
      throw error;
    }
    await this.catalog.changed();
    return result;
  }

  create(input: PriceListInput): Promise<PriceList> {
    return this.write(input, async (tx) => {
      await this.check(tx, input);
      const [row] = await tx
        .insert(priceLists)
        .values(this.values(input))
        .returning({ id: priceLists.id });
      await this.replacePrices(tx, row!.id, input);
      const [created] = await this.load(tx, row!.id);
      return created!;
    });
  }

  /** Changes a list and replaces its per-variant prices. */
  update(id: number, input: PriceListInput): Promise<PriceList> {
    return this.write(input, async (tx) => {
      const [existing] = await tx
        .select({ id: priceLists.id })
        .from(priceLists)
        .where(eq(priceLists.id, id))
        .for('update');
      if (!existing) throw notFound('There is no such price list.');
      await this.check(tx, input, id);
      await tx.update(priceLists).set(this.values(input)).where(eq(priceLists.id, id));
      await this.replacePrices(tx, id, input);
      const [updated] = await this.load(tx, id);
      return updated!;
    });
  }

  // -------------------------------------------------------------------------
  // Accounts' terms.
  // -------------------------------------------------------------------------

  /** An account's terms as the pricing admin shows them. */
  private async accountTerms(id: number): Promise<AccountPricing> {
    const [row] = await this.db
      .select({ user: users, name: addresses.name, country: addresses.country })
      .from(users)
      .leftJoin(addresses, eq(addresses.userId, users.id))
      .where(eq(users.id, id));
    if (!row) throw notFound('There is no such account.');
    const { user, name, country } = row;
    return {
      id: user.id,
      email: user.email,
      name: name ?? '',
      country: country ?? null,
      is_reseller: user.isReseller,
      price_list_id: user.priceListId,
      vat_id: user.vatId,
    };
  }

  /** Sets an account's price list and VAT id; they apply from its next request. */
  async setAccountPricing(id: number, input: AccountPricingInput): Promise<AccountPricing> {
    await this.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!account) throw notFound('There is no such account.');
      if (input.price_list_id !== null) {
        const [list] = isDbId(input.price_list_id)
          ? await tx
              .select({ id: priceLists.id })
              .from(priceLists)
              .where(eq(priceLists.id, input.price_list_id))
              .for('share')
          : [];
        if (!list) {
          const message = `There is no price list ${input.price_list_id}.`;
          throw badRequest(message, { price_list_id: [message] });
        }
      }
      await tx
        .update(users)
        .set({ priceListId: input.price_list_id, vatId: input.vat_id })
        .where(eq(users.id, id));
    });
    // Nothing cached holds an account's terms, but the rule is: every pricing write clears.
    await this.catalog.changed();
    return this.accountTerms(id);
  }
}
