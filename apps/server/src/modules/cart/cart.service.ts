import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addItemPayloadSchema,
  Cart,
  CartItem,
  updateCartPayloadSchema,
} from '@windfamily/contract/cart';
import { MAX_LINE_AMOUNT } from '@windfamily/contract/cart';
import { productPath } from '@windfamily/contract/catalog';
import { comboPath } from '@windfamily/contract/colorpicker-basics';
import { centsToMoney } from '@windfamily/contract/money';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '@windfamily/contract/pricing';
import { type Database, type Db, rowsOf, type Tx } from '../../db/client';
import {
  addresses,
  type CartAddress,
  cartItems,
  carts,
  colorCombos,
  goodies,
  productVariants,
} from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import type { User } from '../accounts/sessions';
import type { CatalogService } from '../catalog/catalog.service';
import { availabilityOf, isGoodieOffered, isProductVisible, unitPrice } from '../catalog/present';
import type { CatalogSnapshot, GoodieEntry, VariantEntry } from '../catalog/snapshot';
import { comboImageUrls } from '../colorpicker/combo-image';
import { grossOf, pricingToApi, type PricingContext } from '../pricing/prices';
import { promoDiscount, type Discount, type PromoCodeRule } from '../pricing/promo-rules';
import type { PromoService } from '../promo/promo.service';
import type { ShippingService } from '../shipping/shipping.service';
import { boxFor } from '../shipping/zones';
import { cartTotals, type LinePrice, priceLine, shippingApplies, type Totals } from './totals';

export const CART_COOKIE = 'cartid';
/** A visitor's cart is kept this long after its last change. */
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 3600;

/** How often a cart change reads again after another change came first. */
const MAX_ATTEMPTS = 8;

export const newCartKey = () => randomBytes(32).toString('base64url');
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** How a visitor key is stored: its SHA-256, so a copy of the database holds no usable cookie. */
export const hashCartKey = hashKey;

/** Whose cart: an account's, or the visitor's holding the `cartid` cookie. */
export type CartOwner = { user: User } | { user: null; key: string };

export type CartRow = typeof carts.$inferSelect;
type AddItemInput = z.output<typeof addItemPayloadSchema>;
type UpdateCartInput = z.output<typeof updateCartPayloadSchema>;

/** A line with the stock of its variant (and goodie), read in the same query. */
export interface LineRow {
  id: number;
  variantId: number;
  /** The variant is for sale (as read with the line). */
  variantActive: boolean;
  amount: number;
  goodieId: number | null;
  colorComboSlug: string | null;
  colorComboName: string | null;
  colorComboImage: string | null;
  stock: number;
  stockTracked: boolean;
  goodieVariantId: number | null;
  goodieStock: number | null;
  goodieStockTracked: boolean | null;
}

/** A row of `readCart`: the cart, a line of it, or one of the variants asked about. */
interface CartQueryRow {
  kind: 'cart' | 'line' | 'variant';
  cart: Record<string, unknown> | null;
  id: number | null;
  variant_id: number | null;
  amount: number | null;
  goodie_id: number | null;
  color_combo_slug: string | null;
  color_combo_name: string | null;
  color_combo_image: string | null;
  active: boolean | null;
  stock: number | null;
  stock_tracked: boolean | null;
  goodie_variant_id: number | null;
  goodie_stock: number | null;
  goodie_stock_tracked: boolean | null;
}

/** A cart priced: see `CartService.quote`. */
export interface CartQuote {
  snapshot: CatalogSnapshot;
  pricing: PricingContext;
  priced: {
    line: LineRow;
    variant: VariantEntry;
    goodie: GoodieEntry | undefined;
    /** Net cents of one, after the price list. */
    unitNet: number;
    goodiePrice: { regularNet: number; reducedNet: number } | null;
    price: LinePrice;
  }[];
  rule: PromoCodeRule | undefined;
  /** Why the code cannot be used at all now (expired, used up…), else null. */
  refusal: string | null;
  /** What the code gives; nothing, with the reason, when it does not apply to these lines. */
  discount: Discount;
  shipping: ShippingQuote;
  /** The delivery method the cart ships with (its own when offered, else the default). */
  method: DeliveryMethod;
  totals: Totals;
}

/** The delivery methods offered to a cart, and their prices. */
interface ShippingQuote {
  methods: DeliveryMethod[];
  /** Net cents of a method; 0 when shipping does not apply. */
  netOf: (method: DeliveryMethod) => number;
  shipping_prices: Record<string, string>;
  shipping_options: { code: DeliveryMethod; name: string; price: string }[];
}

interface FreshVariant {
  active: boolean;
  stock: number;
  stockTracked: boolean;
}

interface CartState {
  cart: CartRow | null;
  lines: LineRow[];
  variants: Map<number, FreshVariant>;
}

/** A cart row as `to_jsonb` gives it (snake case, timestamps as text). */
const cartFromJson = (json: Record<string, unknown>): CartRow => ({
  id: json.id as number,
  keyHash: json.key_hash as string | null,
  userId: json.user_id as number | null,
  country: json.country as string,
  address: json.address as CartRow['address'],
  deliveryMethod: json.delivery_method as string,
  promoCodeId: json.promo_code_id as number | null,
  comment: json.comment as string,
  version: json.version as number,
  createdAt: new Date(json.created_at as string),
  updatedAt: new Date(json.updated_at as string),
});

export const CART_MESSAGES = {
  unknownVariant: 'This product does not exist.',
  unavailable: (name: string) => `'${name}' is not available any more.`,
  unknownGoodie: 'This goodie is not offered.',
  goodieNeedsWing: 'A goodie comes only together with a wing.',
  unknownCombo: 'This colour combination does not exist.',
  comboOfOtherWing: 'This colour combination is for another wing.',
  tooMany: `At most ${MAX_LINE_AMOUNT} of one thing per order.`,
  soldOut: (name: string) => `'${name}' is sold out.`,
  onlyLeft: (name: string, left: number) =>
    `Only ${left} of '${name}' left: you cannot have more than ${left}.`,
  busy: 'The cart is being changed elsewhere right now. Please try again.',
  noDelivery: (method: DeliveryMethod, country: string) =>
    `${DELIVERY_METHOD_LABELS[method]} is not offered to ${country.toUpperCase()}.`,
} as const;

/** The address as typed so far: its filled fields only. */
function addressToKeep(input: NonNullable<UpdateCartInput['address']>): CartAddress {
  const kept: CartAddress = { country: input.country };
  for (const [field, value] of Object.entries(input))
    if (typeof value === 'string' && value !== '') kept[field] = value;
  return kept;
}

/** A combo's picture, webp and PNG. */
const comboPicture = (key: string) => {
  const { webp, png } = comboImageUrls(key);
  return { webp, png };
};

const variantName = (variant: VariantEntry) => `${variant.product.row.name} · ${variant.row.name}`;

/**
 * Carts: a visitor's (cookie) or an account's, kept in the database so that they survive
 * restarts and every instance shares them. Every change locks the cart's row for the length
 * of its transaction, so two tabs (or two clicks) changing one cart take turns and lose
 * nothing. Prices are never stored: every answer is computed from the catalogue.
 */
export class CartService {
  private readonly db: Db;

  constructor(
    private readonly database: Database,
    private readonly catalog: CatalogService,
    private readonly shipping: ShippingService,
    private readonly promos: PromoService,
    /** Card payments are configured (the checkout may offer them). */
    private readonly cardPayments: boolean,
  ) {
    this.db = database.db;
  }

  // -------------------------------------------------------------------------
  // Reading.
  // -------------------------------------------------------------------------

  private ownerSql(owner: CartOwner) {
    return owner.user ? sql`c.user_id = ${owner.user.id}` : sql`c.key_hash = ${hashKey(owner.key)}`;
  }

  /**
   * In one query: the owner's cart (null before its first change), its lines with the stock
   * of their variants (and goodies), and the freshness (active, stock) of `variantIds`.
   */
  private async readCart(
    owner: CartOwner,
    variantIds: readonly number[] = [],
    tx?: Tx,
  ): Promise<CartState> {
    const owned = this.ownerSql(owner);
    const query = sql`
      SELECT 'cart' AS kind, to_jsonb(c) AS cart, NULL::int AS id, NULL::int AS variant_id,
        NULL::int AS amount, NULL::int AS goodie_id, NULL::text AS color_combo_slug,
        NULL::text AS color_combo_name, NULL::text AS color_combo_image, NULL::boolean AS active, NULL::int AS stock, NULL::boolean AS stock_tracked,
        NULL::int AS goodie_variant_id, NULL::int AS goodie_stock, NULL::boolean AS goodie_stock_tracked
      FROM ${carts} c WHERE ${owned}
      UNION ALL
      SELECT 'line', NULL, ci.id, ci.variant_id, ci.amount, ci.goodie_id, ci.color_combo_slug,
        cc.name, cc.image_key, v.active, v.stock, v.stock_tracked, g.variant_id, gv.stock, gv.stock_tracked
      FROM ${carts} c
      JOIN ${cartItems} ci ON ci.cart_id = c.id
      JOIN ${productVariants} v ON v.id = ci.variant_id
      LEFT JOIN ${goodies} g ON g.id = ci.goodie_id
      LEFT JOIN ${productVariants} gv ON gv.id = g.variant_id
      LEFT JOIN ${colorCombos} cc ON cc.slug = ci.color_combo_slug
      WHERE ${owned}
      UNION ALL
      SELECT 'variant', NULL, NULL, v.id, NULL, NULL, NULL, NULL, NULL, v.active, v.stock, v.stock_tracked, NULL, NULL, NULL
      FROM ${productVariants} v WHERE v.id = ANY(${sql.param([...variantIds])}::int[])
      ORDER BY 1, 3`;
    const rows = tx
      ? await rowsOf<CartQueryRow>(tx, query)
      : await this.database.prepared<CartQueryRow>(
          owner.user ? 'cart-read-account' : 'cart-read-visitor',
          query,
        );
    const state: CartState = { cart: null, lines: [], variants: new Map() };
    for (const row of rows) {
      if (row.kind === 'cart') state.cart = cartFromJson(row.cart!);
      else if (row.kind === 'variant')
        state.variants.set(row.variant_id!, {
          active: row.active!,
          stock: row.stock!,
          stockTracked: row.stock_tracked!,
        });
      else
        state.lines.push({
          id: row.id!,
          variantId: row.variant_id!,
          variantActive: row.active!,
          amount: row.amount!,
          goodieId: row.goodie_id,
          colorComboSlug: row.color_combo_slug,
          colorComboName: row.color_combo_name,
          colorComboImage: row.color_combo_image,
          stock: row.stock!,
          stockTracked: row.stock_tracked!,
          goodieVariantId: row.goodie_variant_id,
          goodieStock: row.goodie_stock,
          goodieStockTracked: row.goodie_stock_tracked,
        });
    }
    return state;
  }

  /** The country a new cart starts with: the account's address, else the visitor's. */
  async defaultCountry(user: User | null, detected: string): Promise<string> {
    if (!user) return detected;
    const [row] = await this.db
      .select({ country: addresses.country })
      .from(addresses)
      .where(eq(addresses.userId, user.id));
    return row?.country ?? detected;
  }

  /** The cart as the API answers it; an empty one in `detectedCountry` when there is none. */
  async view(owner: CartOwner, detectedCountry: string): Promise<Cart> {
    const { cart, lines } = await this.readCart(owner);
    if (!cart)
      return this.presentEmpty(owner.user, await this.defaultCountry(owner.user, detectedCountry));
    return this.present(cart, lines, owner.user);
  }

  // -------------------------------------------------------------------------
  // Changing.
  // -------------------------------------------------------------------------

  /**
   * Runs `change` on the owner's cart, created if need be, with its row locked until the
   * transaction ends. `change` answers the cart's lines as they are after it (it read them and
   * knows what it changed), so the answer costs no further query: on the wire, a change is
   * BEGIN, the locking upsert, a read, a write and COMMIT.
   */
  private async change(
    owner: CartOwner,
    detectedCountry: string,
    change: (
      tx: Tx,
      cart: CartRow,
      snapshot: CatalogSnapshot,
    ) => Promise<{ cart?: CartRow; lines: LineRow[] }>,
  ): Promise<Cart> {
    const snapshot = await this.catalog.snapshot();
    const { cart, lines } = await this.db.transaction(async (tx) => {
      const locked = await this.lockOrCreate(tx, owner, detectedCountry);
      const after = await change(tx, locked, snapshot);
      return { cart: after.cart ?? locked, lines: after.lines };
    });
    return this.present(cart, lines, owner.user);
  }

  /**
   * One statement creates the cart or finds it, and locks its row (ON CONFLICT DO UPDATE). A
   * new account's cart starts in the account's country, a visitor's in the detected one.
   */
  private async lockOrCreate(tx: Tx, owner: CartOwner, detectedCountry: string): Promise<CartRow> {
    const country = owner.user
      ? sql<string>`coalesce((select ${addresses.country} from ${addresses} where ${addresses.userId} = ${owner.user.id}), ${detectedCountry})`
      : detectedCountry;
    const values = owner.user
      ? { userId: owner.user.id, country, address: sql`jsonb_build_object('country', ${country})` }
      : { keyHash: hashKey(owner.key), country, address: { country: detectedCountry } };
    const [row] = await tx
      .insert(carts)
      .values(values)
      .onConflictDoUpdate({
        target: owner.user ? carts.userId : carts.keyHash,
        set: { updatedAt: sql`now()`, version: sql`${carts.version} + 1` },
      })
      .returning();
    if (!row) throw new Error('cart upsert returned no row');
    return row;
  }

  /**
   * For the checkout: the owner's cart with its row locked until `tx` ends (null when there is
   * none), and its lines as they are once the lock is held.
   */
  async lockForCheckout(
    tx: Tx,
    owner: CartOwner,
  ): Promise<{ cart: CartRow; lines: LineRow[] } | null> {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(owner.user ? eq(carts.userId, owner.user.id) : eq(carts.keyHash, hashKey(owner.key)))
      .for('update');
    if (!cart) return null;
    return { cart, lines: (await this.readCart(owner, [], tx)).lines };
  }

  /** After a checkout: no lines, no promo code, no comment; answers the cart's new version. */
  async emptyAfterCheckout(tx: Tx, cartId: number): Promise<number> {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    const [row] = await tx
      .update(carts)
      .set({
        promoCodeId: null,
        comment: '',
        version: sql`${carts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, cartId))
      .returning({ version: carts.version });
    return row!.version;
  }

  async addItem(owner: CartOwner, detectedCountry: string, input: AddItemInput): Promise<Cart> {
    const snapshot = await this.catalog.snapshotWithVariant(input.product_variant);
    const variant = snapshot.variantById.get(input.product_variant);
    const listed = (entry: VariantEntry) =>
      isProductVisible(entry.product) || snapshot.secondhandByVariantId.has(entry.row.id);
    if (!variant || !listed(variant))
      throw badRequest(CART_MESSAGES.unknownVariant, {
        product_variant: [CART_MESSAGES.unknownVariant],
      });
    const goodie = input.goodie_id ? snapshot.goodieById.get(input.goodie_id) : undefined;
    if (input.goodie_id && (!goodie || !isGoodieOffered(goodie)))
      throw badRequest(CART_MESSAGES.unknownGoodie, { goodie_id: [CART_MESSAGES.unknownGoodie] });
    if (goodie && variant.product.category.slug !== 'wings')
      throw badRequest(CART_MESSAGES.goodieNeedsWing, {
        goodie_id: [CART_MESSAGES.goodieNeedsWing],
      });
    const combo = input.color_combo_slug
      ? await this.comboFor(input.color_combo_slug, variant)
      : null;
    const comboSlug = combo?.slug ?? null;
    const wanted = [variant.row.id, ...(goodie ? [goodie.variant.row.id] : [])];

    // Read, check, then write only if nobody changed the cart meanwhile (its version); else
    // read again. Two round trips where a locking transaction would take five.
    for (let attempt = 1; ; attempt += 1) {
      const { cart, lines, variants: fresh } = await this.readCart(owner, wanted);
      for (const id of wanted) {
        const entry = snapshot.variantById.get(id)!;
        if (!fresh.get(id)?.active || !entry.product.row.active) {
          const detail = CART_MESSAGES.unavailable(variantName(entry));
          throw badRequest(detail, { product_variant: [detail] });
        }
      }
      const same = lines.find(
        (line) =>
          line.variantId === variant.row.id &&
          line.goodieId === (goodie?.row.id ?? null) &&
          line.colorComboSlug === comboSlug,
      );
      const amount = (same?.amount ?? 0) + input.amount;
      if (amount > MAX_LINE_AMOUNT)
        throw badRequest(CART_MESSAGES.tooMany, { amount: [CART_MESSAGES.tooMany] });

      const main = fresh.get(variant.row.id)!;
      const goodieFresh = goodie ? fresh.get(goodie.variant.row.id) : undefined;
      const line: LineRow = {
        id: same?.id ?? 0,
        variantId: variant.row.id,
        variantActive: main.active,
        amount,
        goodieId: goodie?.row.id ?? null,
        colorComboSlug: comboSlug,
        colorComboName: combo?.name ?? null,
        colorComboImage: combo?.imageKey ?? null,
        stock: main.stock,
        stockTracked: main.stockTracked,
        goodieVariantId: goodie?.variant.row.id ?? null,
        goodieStock: goodieFresh?.stock ?? null,
        goodieStockTracked: goodieFresh?.stockTracked ?? null,
      };
      const after = same ? lines.map((l) => (l === same ? line : l)) : [...lines, line];
      this.checkStock(after, wanted, snapshot);

      const written = await this.writeLine(owner, cart, detectedCountry, line);
      if (written) {
        line.id = written.lineId;
        return this.present(written.cart, after, owner.user);
      }
      if (attempt >= MAX_ATTEMPTS) throw new HttpError(409, CART_MESSAGES.busy);
    }
  }

  /** The saved combo a wing is ordered in: it must exist and be a design of that very wing. */
  private async comboFor(slug: string, variant: VariantEntry) {
    const [combo] = await this.db
      .select({
        slug: colorCombos.slug,
        name: colorCombos.name,
        imageKey: colorCombos.imageKey,
        productId: colorCombos.productId,
      })
      .from(colorCombos)
      .where(eq(colorCombos.slug, slug));
    if (!combo)
      throw badRequest(CART_MESSAGES.unknownCombo, {
        color_combo_slug: [CART_MESSAGES.unknownCombo],
      });
    if (combo.productId !== variant.product.row.id)
      throw badRequest(CART_MESSAGES.comboOfOtherWing, {
        color_combo_slug: [CART_MESSAGES.comboOfOtherWing],
      });
    return combo;
  }

  /**
   * Sets one line's amount (adding the line when new) in one statement that also bumps the
   * cart's version, only if it is still the version that was read; creates the cart when
   * there was none. Null when another change came first.
   */
  private async writeLine(
    owner: CartOwner,
    cart: CartRow | null,
    detectedCountry: string,
    line: LineRow,
  ): Promise<{ cart: CartRow; lineId: number } | null> {
    const target = cart
      ? sql`UPDATE ${carts} SET version = version + 1, updated_at = now()
          WHERE id = ${cart.id} AND version = ${cart.version} RETURNING *`
      : owner.user
        ? sql`INSERT INTO ${carts} (user_id, country, address)
            SELECT ${owner.user.id}, country, jsonb_build_object('country', country)
            FROM (SELECT coalesce((SELECT country FROM ${addresses} WHERE user_id = ${owner.user.id}), ${detectedCountry}) AS country) AS account
            ON CONFLICT DO NOTHING RETURNING *`
        : sql`INSERT INTO ${carts} (key_hash, country, address)
            VALUES (${hashKey(owner.key)}, ${detectedCountry}, jsonb_build_object('country', ${detectedCountry}::text))
            ON CONFLICT DO NOTHING RETURNING *`;
    const [row] = await this.database.prepared<{
      cart: Record<string, unknown> | null;
      line_id: number | null;
    }>(
      cart
        ? 'cart-write-line'
        : owner.user
          ? 'cart-write-line-new-account'
          : 'cart-write-line-new-visitor',
      sql`
      WITH target AS (${target}),
      line AS (
        INSERT INTO ${cartItems} (cart_id, variant_id, amount, goodie_id, color_combo_slug)
        SELECT id, ${line.variantId}::int, ${line.amount}::int, ${line.goodieId}::int, ${line.colorComboSlug}::text
        FROM target
        ON CONFLICT ON CONSTRAINT cart_items_same_thing DO UPDATE SET amount = excluded.amount
        RETURNING id
      )
      SELECT (SELECT to_jsonb(target) FROM target) AS cart, (SELECT id FROM line) AS line_id`,
    );
    if (!row?.cart || row.line_id === null) return null;
    return { cart: cartFromJson(row.cart), lineId: row.line_id };
  }

  /**
   * The whole-cart update: amounts (0 removes a line), removed lines, delivery method,
   * country. Lines the browser does not mention, or no longer has, stay as they are.
   */
  async update(owner: CartOwner, detectedCountry: string, input: UpdateCartInput): Promise<Cart> {
    return this.change(owner, detectedCountry, async (tx, cart, snapshot) => {
      const { lines } = await this.readCart(owner, [], tx);
      const removed = new Set(input.removed_items ?? []);
      const amounts = new Map<number, number>();
      for (const item of input.items ?? []) {
        if (item.amount === 0) removed.add(item.id);
        else amounts.set(item.id, item.amount);
      }
      const after = lines
        .filter((line) => !removed.has(line.id))
        .map((line) => ({ ...line, amount: amounts.get(line.id) ?? line.amount }));
      const grown = after.filter(
        (line) => line.amount > (lines.find((l) => l.id === line.id)?.amount ?? 0),
      );
      this.checkStock(
        after,
        grown.flatMap((line) => [
          line.variantId,
          ...(line.goodieVariantId ? [line.goodieVariantId] : []),
        ]),
        snapshot,
      );

      const country = input.country ?? cart.country;
      let address = { ...(cart.address ?? { country }) };
      const bareAddress = Object.keys(address).every((field) => field === 'country');
      if (input.address) address = addressToKeep(input.address);
      else if (input.country && bareAddress) address.country = input.country;
      if (input.delivery_method) {
        const box = boxFor(
          after.map((line) => snapshot.variantById.get(line.variantId)!.product.category.slug),
        );
        if (this.shipping.pricesTo(snapshot, country, box)[input.delivery_method] === undefined) {
          const detail = CART_MESSAGES.noDelivery(input.delivery_method, country);
          throw badRequest(detail, { delivery_method: [detail] });
        }
      }

      const toRemove = lines.filter((line) => removed.has(line.id)).map((line) => line.id);
      if (toRemove.length)
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, toRemove)));
      for (const line of after) {
        const before = lines.find((l) => l.id === line.id);
        if (before && before.amount !== line.amount)
          await tx.update(cartItems).set({ amount: line.amount }).where(eq(cartItems.id, line.id));
      }
      const [updated] = await tx
        .update(carts)
        .set({
          country,
          address,
          ...(input.delivery_method ? { deliveryMethod: input.delivery_method } : {}),
          ...(input.comment !== undefined ? { comment: input.comment } : {}),
        })
        .where(eq(carts.id, cart.id))
        .returning();
      return { cart: updated, lines: after };
    });
  }

  /** Sets the promo code (an empty one removes it); a code that cannot be used is a 400. */
  async setPromocode(owner: CartOwner, detectedCountry: string, code: string): Promise<Cart> {
    let promoCodeId: number | null = null;
    if (code) {
      const rule = await this.promos.ruleByCode(code);
      const refusal = rule ? await this.promos.refusal(rule, owner.user) : 'Invalid promo code.';
      if (!rule || refusal)
        throw badRequest(refusal ?? 'Invalid promo code.', {
          promocode: [refusal ?? 'Invalid promo code.'],
        });
      promoCodeId = rule.id;
    }
    return this.change(owner, detectedCountry, async (tx, cart) => {
      const [updated] = await tx
        .update(carts)
        .set({ promoCodeId })
        .where(eq(carts.id, cart.id))
        .returning();
      return { cart: updated, lines: (await this.readCart(owner, [], tx)).lines };
    });
  }

  /**
   * After a login: the visitor's cart joins the account's (same things add up, as far as
   * stock and the line maximum allow), its country and promo code carry over, and it is gone.
   */
  async mergeIntoAccount(key: string, user: User): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [visitor] = await tx
        .select()
        .from(carts)
        .where(eq(carts.keyHash, hashKey(key)))
        .for('update');
      if (!visitor) return;
      const visitorLines = (await this.readCart({ user: null, key }, [], tx)).lines;
      if (visitorLines.length > 0) {
        const account = await this.lockOrCreate(tx, { user }, visitor.country);
        const accountLines = (await this.readCart({ user }, [], tx)).lines;
        for (const line of visitorLines) {
          const same = accountLines.find(
            (l) =>
              l.variantId === line.variantId &&
              l.goodieId === line.goodieId &&
              l.colorComboSlug === line.colorComboSlug,
          );
          const limit = Math.min(
            MAX_LINE_AMOUNT,
            line.stockTracked ? line.stock : MAX_LINE_AMOUNT,
            line.goodieStockTracked ? (line.goodieStock ?? 0) : MAX_LINE_AMOUNT,
          );
          const amount = Math.min(limit, (same?.amount ?? 0) + line.amount);
          if (amount < 1) continue;
          if (same) await tx.update(cartItems).set({ amount }).where(eq(cartItems.id, same.id));
          else
            await tx.insert(cartItems).values({
              cartId: account.id,
              variantId: line.variantId,
              amount,
              goodieId: line.goodieId,
              colorComboSlug: line.colorComboSlug,
            });
        }
        await tx
          .update(carts)
          .set({
            country: visitor.country,
            address:
              account.address && Object.keys(account.address).length > 1
                ? account.address
                : visitor.address,
            promoCodeId: account.promoCodeId ?? visitor.promoCodeId,
          })
          .where(eq(carts.id, account.id));
      }
      await tx.delete(carts).where(eq(carts.id, visitor.id));
    });
  }

  /** Forgets visitors' carts untouched for the cookie's lifetime. */
  async pruneAbandoned(): Promise<void> {
    await this.db
      .delete(carts)
      .where(
        sql`${carts.userId} IS NULL AND ${carts.updatedAt} < now() - ${`${CART_COOKIE_MAX_AGE_SECONDS} seconds`}::interval`,
      );
  }

  // -------------------------------------------------------------------------
  // Rules.
  // -------------------------------------------------------------------------

  /**
   * Refuses (409) when the lines would hold more of a stocked variant in `touched` than there
   * is, counting the variant as a line of its own and as the goodie of other lines.
   */
  private checkStock(
    lines: readonly LineRow[],
    touched: readonly number[],
    snapshot: CatalogSnapshot,
  ) {
    const usage = new Map<number, { amount: number; stock: number }>();
    const use = (variantId: number, amount: number, stock: number) => {
      const current = usage.get(variantId) ?? { amount: 0, stock };
      usage.set(variantId, { amount: current.amount + amount, stock });
    };
    for (const line of lines) {
      if (line.stockTracked) use(line.variantId, line.amount, line.stock);
      if (line.goodieVariantId && line.goodieStockTracked)
        use(line.goodieVariantId, line.amount, line.goodieStock ?? 0);
    }
    for (const variantId of touched) {
      const used = usage.get(variantId);
      if (!used || used.amount <= used.stock) continue;
      const name = variantName(snapshot.variantById.get(variantId)!);
      const detail =
        used.stock === 0 ? CART_MESSAGES.soldOut(name) : CART_MESSAGES.onlyLeft(name, used.stock);
      throw new HttpError(409, detail, { amount: [detail] });
    }
  }

  // -------------------------------------------------------------------------
  // The answer.
  // -------------------------------------------------------------------------

  private async pricingOf(user: User | null, country: string): Promise<PricingContext> {
    const pricing = await this.catalog.pricing(user, country);
    if (!pricing) throw new Error(`cart with unknown country '${country}'`);
    return pricing;
  }

  private shippingOptions(
    snapshot: CatalogSnapshot,
    country: string,
    categorySlugs: string[],
    pricing: PricingContext,
    applies: boolean,
  ): ShippingQuote {
    const prices = this.shipping.pricesTo(snapshot, country, boxFor(categorySlugs));
    const methods = DELIVERY_METHODS.filter((method) => prices[method] !== undefined);
    const netOf = (method: DeliveryMethod) => (applies ? (prices[method] ?? 0) : 0);
    return {
      methods,
      netOf,
      shipping_prices: Object.fromEntries(
        methods.map((method) => [method, centsToMoney(netOf(method))]),
      ),
      shipping_options: methods.map((method) => ({
        code: method,
        name: DELIVERY_METHOD_LABELS[method],
        price: centsToMoney(grossOf(netOf(method), pricing.vatRateBp)),
      })),
    };
  }

  private async presentEmpty(user: User | null, country: string): Promise<Cart> {
    const snapshot = await this.catalog.snapshot();
    const pricing = await this.pricingOf(user, country);
    const shipping = this.shippingOptions(snapshot, country, [], pricing, true);
    const zero = centsToMoney(0);
    return {
      items: [],
      item_count: 0,
      country,
      address: { country },
      delivery_method: shipping.methods.includes('standard')
        ? 'standard'
        : (shipping.methods[0] ?? 'pickup'),
      shipping_prices: shipping.shipping_prices,
      shipping_options: shipping.shipping_options,
      promocode: null,
      promocode_info: null,
      promocode_problem: null,
      total_netto_price: zero,
      total_discount: zero,
      tax_factor: 1 + pricing.vatRateBp / 10_000,
      pricing: pricingToApi(pricing),
      totals: { items: zero, discount: zero, shipping: zero, net: zero, vat: zero, total: zero },
      comment: '',
      card_payments: this.cardPayments,
      time_updated: null,
    };
  }

  /**
   * What the cart costs, computed from the catalogue for the cart's country and the account's
   * prices: each line, the promo code's discount, shipping and the totals, in cents. The cart's
   * answer shows it; the checkout sells at it, inside its transaction: it passes the
   * transaction (`db`) and a snapshot taken before it, so that nothing waits for a connection
   * the transaction holds.
   */
  async quote(
    cart: CartRow,
    lines: readonly LineRow[],
    user: User | null,
    within?: { db: Db; snapshot: CatalogSnapshot },
  ): Promise<CartQuote> {
    let snapshot = within?.snapshot ?? (await this.catalog.snapshot());
    if (lines.some((line) => !snapshot.variantById.has(line.variantId))) {
      // Added on another instance a moment ago.
      if (within) throw new HttpError(409, CART_MESSAGES.busy);
      snapshot = await this.catalog.reload();
    }
    const pricing = this.catalog.pricingIn(snapshot, user, cart.country);
    if (!pricing) throw new Error(`cart with unknown country '${cart.country}'`);
    const db = within?.db ?? this.db;

    const priced = lines.map((line) => {
      const variant = snapshot.variantById.get(line.variantId)!;
      const goodie = line.goodieId !== null ? snapshot.goodieById.get(line.goodieId) : undefined;
      const unitNet = unitPrice(variant, pricing).net;
      const goodiePrice = goodie
        ? {
            regularNet: unitPrice(goodie.variant, pricing).net,
            reducedNet: goodie.row.reducedPrice,
          }
        : null;
      return {
        line,
        variant,
        goodie,
        unitNet,
        goodiePrice,
        price: priceLine({ amount: line.amount, unitNet, goodie: goodiePrice }, pricing.vatRateBp),
      };
    });

    let discount: Discount = { net: 0, gross: 0, problem: null };
    let refusal: string | null = null;
    const rule =
      cart.promoCodeId !== null ? await this.promos.rule(cart.promoCodeId, db) : undefined;
    if (rule) {
      refusal = await this.promos.refusal(rule, user, db);
      discount = refusal
        ? { net: 0, gross: 0, problem: refusal }
        : promoDiscount(
            rule,
            priced.map(({ variant, price }) => ({
              productId: variant.product.row.id,
              categoryId: variant.product.category.id,
              netCents: price.reducedNet,
              grossCents: price.reducedGross,
            })),
            pricing,
          );
    }

    const applies = shippingApplies(cart);
    const shipping = this.shippingOptions(
      snapshot,
      cart.country,
      priced.map(({ variant }) => variant.product.category.slug),
      pricing,
      applies,
    );
    const method = shipping.methods.includes(cart.deliveryMethod as DeliveryMethod)
      ? (cart.deliveryMethod as DeliveryMethod)
      : shipping.methods.includes('standard')
        ? 'standard'
        : (shipping.methods[0] ?? 'pickup');
    const totals = cartTotals({
      lines: priced.map(({ price }) => price),
      discount,
      shippingNet: shipping.netOf(method),
      vatRateBp: pricing.vatRateBp,
    });
    return { snapshot, pricing, priced, rule, refusal, discount, shipping, method, totals };
  }

  private async present(cart: CartRow, lines: LineRow[], user: User | null): Promise<Cart> {
    const { snapshot, pricing, priced, rule, discount, shipping, method, totals } =
      await this.quote(cart, lines, user);

    const usage = new Map<number, number>();
    for (const { line } of priced) {
      usage.set(line.variantId, (usage.get(line.variantId) ?? 0) + line.amount);
      if (line.goodieVariantId)
        usage.set(line.goodieVariantId, (usage.get(line.goodieVariantId) ?? 0) + line.amount);
    }
    const maxAmount = (line: LineRow) => {
      let max = MAX_LINE_AMOUNT;
      if (line.stockTracked)
        max = Math.min(max, line.stock - (usage.get(line.variantId)! - line.amount));
      if (line.goodieVariantId && line.goodieStockTracked)
        max = Math.min(
          max,
          (line.goodieStock ?? 0) - (usage.get(line.goodieVariantId)! - line.amount),
        );
      return Math.max(max, 0);
    };

    const items: CartItem[] = priced.map(({ line, variant, goodie, price }) => {
      const product = variant.product;
      const bargain = snapshot.secondhandByVariantId.get(variant.row.id);
      const name = bargain ? `${bargain.row.modelName} (second-hand)` : product.row.name;
      const goodieName = goodie
        ? `${goodie.variant.product.row.name} · ${goodie.variant.row.name}`
        : '';
      return {
        id: line.id,
        product_variant: variant.row.id,
        product: {
          id: product.row.id,
          slug: product.row.slug,
          category: product.category.slug,
          name: product.row.name,
        },
        link: bargain
          ? '/store/bargains'
          : productPath({ category: product.category.slug, slug: product.row.slug }),
        name,
        long_name: `${name} · ${variant.row.name}${goodie ? ` + ${goodieName}` : ''}`,
        variant_name: variant.row.name,
        options: variant.row.options,
        thumbnail: bargain?.photos[0] ?? product.thumbnail,
        amount: line.amount,
        max_amount: maxAmount(line),
        unit_price: centsToMoney(price.unitGross),
        total_price: centsToMoney(price.totalGross),
        total_price_reduced: centsToMoney(price.reducedGross),
        availability: availabilityOf(variant),
        color_combo:
          line.colorComboSlug !== null
            ? {
                name: line.colorComboName ?? '',
                slug: line.colorComboSlug,
                public_link: comboPath(line.colorComboSlug),
                image: comboPicture(line.colorComboImage ?? ''),
              }
            : null,
        goodie: goodie
          ? {
              id: goodie.row.id,
              product_variant: {
                id: goodie.variant.row.id,
                name: goodieName,
                price: centsToMoney(unitPrice(goodie.variant, pricing).gross),
              },
              reduced_price: centsToMoney(grossOf(goodie.row.reducedPrice, pricing.vatRateBp)),
            }
          : null,
      };
    });

    return {
      items,
      item_count: items.reduce((sum, item) => sum + item.amount, 0),
      country: cart.country,
      address: cart.address ?? { country: cart.country },
      delivery_method: method,
      shipping_prices: shipping.shipping_prices,
      shipping_options: shipping.shipping_options,
      promocode: rule?.code ?? null,
      promocode_info: rule ? this.promos.toPublic(rule, snapshot) : null,
      promocode_problem: discount.problem,
      total_netto_price: centsToMoney(totals.itemsNet),
      total_discount: centsToMoney(totals.discountNet),
      tax_factor: 1 + pricing.vatRateBp / 10_000,
      pricing: pricingToApi(pricing),
      totals: {
        items: centsToMoney(totals.itemsGross),
        discount: centsToMoney(totals.discountGross),
        shipping: centsToMoney(totals.shippingGross),
        net: centsToMoney(totals.net),
        vat: centsToMoney(totals.vat),
        total: centsToMoney(totals.total),
      },
      comment: cart.comment,
      card_payments: this.cardPayments,
      time_updated: cart.updatedAt.toISOString(),
    };
  }
}
