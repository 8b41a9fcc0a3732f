import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import type {
  PromoCodeAdmin,
  PromoCodePublic,
  promoCodePayloadSchema,
} from '@windfamily/contract/pricing';
import type { Db } from '../../db/client';
import { promoCodeCategories, promoCodeProducts, promoCodes, promoCodeUses } from '../../db/schema';
import { uniqueViolation } from '../../db/constraints';
import { badRequest, notFound } from '../../lib/http-error';
import type { User } from '../accounts/sessions';
import type { CatalogService } from '../catalog/catalog.service';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { bpToPercent, percentToBp } from '../pricing/prices';
import { PROMO_MESSAGES, promoCodeRefusal, type PromoCodeRule } from '../pricing/promo-rules';

type PromoCodeRow = typeof promoCodes.$inferSelect;
type PromoCodeInput = z.output<typeof promoCodePayloadSchema>;

/** Promo codes: what a code gives, whether it can be used, and staff keeping them. */
export class PromoService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  private async scopes(ids: number[], db: Db = this.db) {
    const [categoryRows, productRows] = ids.length
      ? await Promise.all([
          db
            .select()
            .from(promoCodeCategories)
            .where(inArray(promoCodeCategories.promoCodeId, ids)),
          db.select().from(promoCodeProducts).where(inArray(promoCodeProducts.promoCodeId, ids)),
        ])
      : [[], []];
    const scope = new Map<number, { categoryIds: number[]; productIds: number[] }>();
    for (const id of ids) scope.set(id, { categoryIds: [], productIds: [] });
    for (const row of categoryRows) scope.get(row.promoCodeId)?.categoryIds.push(row.categoryId);
    for (const row of productRows) scope.get(row.promoCodeId)?.productIds.push(row.productId);
    return scope;
  }

  private toRule(
    row: PromoCodeRow,
    scope: { categoryIds: number[]; productIds: number[] },
    snapshot: CatalogSnapshot,
  ): PromoCodeRule {
    const scopeNames = [
      ...scope.categoryIds.map((id) => snapshot.categoryById.get(id)?.name),
      ...scope.productIds.map((id) => snapshot.productById.get(id)?.row.name),
    ].filter((name): name is string => !!name);
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      kind: row.kind,
      percentOffBp: row.percentOffBp,
      amountOff: row.amountOff,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      maxUses: row.maxUses,
      maxUsesPerAccount: row.maxUsesPerAccount,
      minOrderValue: row.minOrderValue,
      active: row.active,
      usedCount: row.usedCount,
      categoryIds: scope.categoryIds,
      productIds: scope.productIds,
      scopeNames,
    };
  }

  /** The code with this id as the rules need it (read through `db`, e.g. a transaction). */
  async rule(id: number, db: Db = this.db): Promise<PromoCodeRule | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    if (!row) return undefined;
    const scope = (await this.scopes([row.id], db)).get(row.id)!;
    return this.toRule(row, scope, await this.catalog.snapshot());
  }

  /** The code typed by a customer (any case). */
  async ruleByCode(code: string): Promise<PromoCodeRule | undefined> {
    const [row] = await this.db
      .select()
      .from(promoCodes)
      .where(sql`lower(${promoCodes.code}) = ${code.trim().toLowerCase()}`);
    if (!row) return undefined;
    const scope = (await this.scopes([row.id])).get(row.id)!;
    return this.toRule(row, scope, await this.catalog.snapshot());
  }

  /** How often this account (by id or by its address) used the code; null for a visitor. */
  async accountUses(
    code: PromoCodeRule,
    user: User | null,
    db: Db = this.db,
  ): Promise<number | null> {
    if (!user) return null;
    if (code.maxUsesPerAccount === null) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodeUses)
      .where(
        and(
          eq(promoCodeUses.promoCodeId, code.id),
          or(eq(promoCodeUses.userId, user.id), eq(promoCodeUses.email, user.email.toLowerCase())),
        ),
      );
    return row?.n ?? 0;
  }

  /** Why `user` cannot use the code now, or null. */
  async refusal(code: PromoCodeRule, user: User | null, db: Db = this.db): Promise<string | null> {
    return promoCodeRefusal(code, new Date(), await this.accountUses(code, user, db));
  }

  toPublic(code: PromoCodeRule, snapshot: CatalogSnapshot): PromoCodePublic {
    return {
      code: code.code,
      description: code.description,
      kind: code.kind,
      percent_off: code.percentOffBp === null ? null : bpToPercent(code.percentOffBp),
      amount_off: code.amountOff === null ? null : centsToMoney(code.amountOff),
      valid_from: code.validFrom?.toISOString() ?? null,
      valid_until: code.validUntil?.toISOString() ?? null,
      min_order_value: code.minOrderValue === null ? null : centsToMoney(code.minOrderValue),
      categories: code.categoryIds
        .map((id) => snapshot.categoryById.get(id)?.slug)
        .filter((slug): slug is string => !!slug),
      products: code.productIds.flatMap((id) => {
        const product = snapshot.productById.get(id);
        return product
          ? [{ slug: product.row.slug, name: product.row.name, category: product.category.slug }]
          : [];
      }),
    };
  }

  /** What a code gives, for its public page; 404 when unknown or no longer usable. */
  async publicInfo(code: string): Promise<PromoCodePublic> {
    const rule = await this.ruleByCode(code);
    if (!rule || promoCodeRefusal(rule, new Date(), null)) throw notFound(PROMO_MESSAGES.unknown);
    return this.toPublic(rule, await this.catalog.snapshot());
  }

  // -------------------------------------------------------------------------
  // Staff.
  // -------------------------------------------------------------------------

  async list(): Promise<PromoCodeAdmin[]> {
    const rows = await this.db
      .select()
      .from(promoCodes)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
    const scopes = await this.scopes(rows.map((row) => row.id));
    const snapshot = await this.catalog.snapshot();
    return rows.map((row) => this.toAdmin(row, scopes.get(row.id)!, snapshot));
  }

  private toAdmin(
    row: PromoCodeRow,
    scope: { categoryIds: number[]; productIds: number[] },
    snapshot: CatalogSnapshot,
  ): PromoCodeAdmin {
    return {
      ...this.toPublic(this.toRule(row, scope, snapshot), snapshot),
      id: row.id,
      active: row.active,
      max_uses: row.maxUses,
      max_uses_per_account: row.maxUsesPerAccount,
      used_count: row.usedCount,
      created: row.createdAt.toISOString(),
    };
  }

  /** Checks a code's scope against the catalogue: slugs to ids, a clear 400 for unknown ones. */
  private async resolveScope(input: PromoCodeInput) {
    const snapshot = await this.catalog.snapshot();
    const categoryIds = input.categories.map((slug) => {
      const category = snapshot.categoryBySlug.get(slug);
      if (!category)
        throw badRequest(`There is no category '${slug}'.`, {
          categories: [`unknown category '${slug}'`],
        });
      return category.id;
    });
    const productIds = input.products.map((slug) => {
      const product = snapshot.productBySlug.get(slug);
      if (!product)
        throw badRequest(`There is no product '${slug}'.`, {
          products: [`unknown product '${slug}'`],
        });
      return product.row.id;
    });
    return { categoryIds, productIds, snapshot };
  }

  private values(input: PromoCodeInput) {
    return {
      code: input.code,
      description: input.description,
      kind: input.kind,
      percentOffBp:
        input.kind === 'percent' && input.percent_off !== null
          ? percentToBp(input.percent_off)
          : null,
      amountOff: input.kind === 'amount' ? input.amount_off : null,
      validFrom: input.valid_from ? new Date(input.valid_from) : null,
      validUntil: input.valid_until ? new Date(input.valid_until) : null,
      maxUses: input.max_uses,
      maxUsesPerAccount: input.max_uses_per_account,
      minOrderValue: input.min_order_value,
      active: input.active,
    };
  }

  private codeTaken(code: string) {
    const detail = `The code '${code}' exists already.`;
    return badRequest(detail, { code: [detail] });
  }

  async create(input: PromoCodeInput): Promise<PromoCodeAdmin> {
    const { categoryIds, productIds, snapshot } = await this.resolveScope(input);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx.insert(promoCodes).values(this.values(input)).returning();
        if (!created) throw new Error('insert returned no row');
        if (categoryIds.length)
          await tx
            .insert(promoCodeCategories)
            .values(categoryIds.map((categoryId) => ({ promoCodeId: created.id, categoryId })));
        if (productIds.length)
          await tx
            .insert(promoCodeProducts)
            .values(productIds.map((productId) => ({ promoCodeId: created.id, productId })));
        return created;
      });
      return this.toAdmin(row, { categoryIds, productIds }, snapshot);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw this.codeTaken(input.code);
      throw error;
    }
  }

  async update(id: number, input: PromoCodeInput): Promise<PromoCodeAdmin> {
    const { categoryIds, productIds, snapshot } = await this.resolveScope(input);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.id, id))
          .for('update');
        if (!existing) throw notFound();
        if (input.max_uses !== null && input.max_uses < existing.usedCount) {
          const detail = `It was used ${existing.usedCount} times already.`;
          throw badRequest(detail, { max_uses: [`at least ${existing.usedCount}`] });
        }
        const [updated] = await tx
          .update(promoCodes)
          .set(this.values(input))
          .where(eq(promoCodes.id, id))
          .returning();
        await tx.delete(promoCodeCategories).where(eq(promoCodeCategories.promoCodeId, id));
        await tx.delete(promoCodeProducts).where(eq(promoCodeProducts.promoCodeId, id));
        if (categoryIds.length)
          await tx
            .insert(promoCodeCategories)
            .values(categoryIds.map((categoryId) => ({ promoCodeId: id, categoryId })));
        if (productIds.length)
          await tx
            .insert(promoCodeProducts)
            .values(productIds.map((productId) => ({ promoCodeId: id, productId })));
        return updated!;
      });
      return this.toAdmin(row, { categoryIds, productIds }, snapshot);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw this.codeTaken(input.code);
      throw error;
    }
  }
}
