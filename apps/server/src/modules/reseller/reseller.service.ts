import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney, formatEuro } from '@windfamily/contract/money';
import { orderKey, type PublicOrder, ORDERS_PAGE_SIZE } from '@windfamily/contract/orders';
import { DELIVERY_METHOD_LABELS } from '@windfamily/contract/pricing';
import type {
  ResellerCatalog,
  ResellerOrderResult,
  ResellerOrders,
  ResellerOrderSummary,
  resellerOrderPayloadSchema,
} from '@windfamily/contract/reseller';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { csvAmount, csvRow } from '../../lib/csv';
import { FieldErrors, fieldError, HttpError } from '../../lib/http-error';
import { inTransaction } from '../../lib/preview';
import type { User } from '../accounts/sessions';
import type { CatalogService } from '../catalog/catalog.service';
import { availabilityOf, isForSale, isProductVisible, unitPrice } from '../catalog/present';
import type { CatalogSnapshot, VariantEntry } from '../catalog/snapshot';
import { publicInvoiceLinks, type InvoicingService } from '../invoicing/invoicing.service';
import type { Mail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { balanceOf } from '../orders/balance';
import { orderSummary } from '../orders/mails';
import type { UnpricedLine } from '../orders/order-lines';
import type { OrderMails } from '../orders/order-mails';
import { placeLinesOrder } from '../orders/order-placement';
import type { OrderRow } from '../orders/order-writer';
import { countryName, type OrdersService, summaryOf } from '../orders/orders.service';
import type { ShippingService } from '../shipping/shipping.service';

type OrderInput = z.output<typeof resellerOrderPayloadSchema>;

export const RESELLER_MESSAGES = {
  noAddress:
    'Your account needs its own address for the invoice: add it under My Account, then order.',
  notOrderable: 'This item cannot be ordered here.',
  noDelivery: (method: string, country: string) =>
    `${method} is not offered to ${country} for these items.`,
} as const;

/**
 * The reseller area (`/admin/`): what a reseller may order at their prices, their orders for
 * their customers (delivered to the customer, invoiced to the reseller: reverse charge where
 * it applies), their orders and invoices, and their price list as CSV.
 */
export class ResellerService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly shipping: ShippingService,
    private readonly orders: OrdersService,
    private readonly invoicing: InvoicingService,
    private readonly mails: OrderMails,
  ) {
    this.db = database.db;
  }

  /** Variants a reseller orders: new goods for sale (bargains are one-offs for pilots). */
  private orderable(snapshot: CatalogSnapshot): VariantEntry[] {
    return snapshot.products
      .filter((product) => isProductVisible(product))
      .flatMap((product) => product.variants)
      .filter(
        (variant) =>
          variant.row.active &&
          isForSale(variant) &&
          !snapshot.secondhandByVariantId.has(variant.row.id),
      );
  }

  /** Everything the reseller may order, net, at the shop's price and at theirs. */
  async catalogOf(user: User): Promise<ResellerCatalog> {
    const snapshot = await this.catalog.snapshot();
    const pricing = this.catalog.pricingIn(snapshot, user, this.config.shopCountry)!;
    const shop = this.catalog.pricingIn(snapshot, null, this.config.shopCountry)!;
    const byProduct = new Map<number, VariantEntry[]>();
    for (const variant of this.orderable(snapshot)) {
      const list = byProduct.get(variant.product.row.id) ?? [];
      list.push(variant);
      byProduct.set(variant.product.row.id, list);
    }
    return {
      company: user.company,
      price_list: pricing.priceList?.name ?? null,
      vat_id: user.vatId,
      products: [...byProduct.values()].map((variants) => {
        const product = variants[0]!.product;
        return {
          slug: product.row.slug,
          name: product.row.name,
          category: product.category.slug,
          thumbnail: product.thumbnail,
          variants: variants.map((variant) => ({
            id: variant.row.id,
            sku: variant.row.sku,
            name: variant.row.name,
            list_net: centsToMoney(unitPrice(variant, shop).net),
            net: centsToMoney(unitPrice(variant, pricing).net),
            availability: availabilityOf(variant),
          })),
        };
      }),
    };
  }

  /** The reseller's prices as CSV: one line per variant, the shop's net price beside theirs. */
  async priceListCsv(user: User): Promise<string> {
    const catalog = await this.catalogOf(user);
    const lines = [
      csvRow(['Product', 'Variant', 'SKU', 'Category', 'List price (net)', 'Your price (net)']),
    ];
    for (const product of catalog.products)
      for (const variant of product.variants)
        lines.push(
          csvRow([
            product.name,
            variant.name,
            variant.sku,
            product.category,
            csvAmount(variant.list_net),
            csvAmount(variant.net),
          ]),
        );
    return lines.join('');
  }

  /**
   * An order for the reseller's customer: the customer's delivery address, the reseller's
   * reference and prices, invoiced to the reseller's own address with their VAT id (reverse
   * charge when delivered to another EU country than the shop's). A preview answers it
   * without placing it.
   */
  async place(user: User, input: OrderInput, preview: boolean): Promise<ResellerOrderResult> {
    const snapshot = await this.catalog.snapshot();
    const pricing = this.catalog.pricingIn(snapshot, user, input.customer_address.country);
    if (!pricing) throw fieldError('customer_address.country', 'unknown country');
    const orderable = new Set(this.orderable(snapshot).map((variant) => variant.row.id));
    const errors = new FieldErrors();
    const lines: UnpricedLine[] = [];
    for (const [index, line] of input.lines.entries()) {
      const variant = snapshot.variantById.get(line.product_variant);
      if (!variant || !orderable.has(variant.row.id)) {
        errors.add(`lines.${index}.product_variant`, RESELLER_MESSAGES.notOrderable);
        continue;
      }
      lines.push({
        variant,
        amount: line.amount,
        unitNet: unitPrice(variant, pricing).net,
        goodie: null,
        colorComboSlug: null,
        colorCombo: null,
        priceOverrideReason: null,
      });
    }
    errors.throwIfAny();
    const [own] = await this.db.select().from(addresses).where(eq(addresses.userId, user.id));
    if (!own) throw new HttpError(409, RESELLER_MESSAGES.noAddress);

    const placed = await inTransaction(this.db, preview, async (tx) => {
      const written = await placeLinesOrder(
        tx,
        {
          lines,
          pricing,
          userId: user.id,
          address: { ...input.customer_address, email: user.email.toLowerCase() },
          billingAddress: {
            name: own.name,
            company: user.company || own.attname,
            address: own.address,
            address2: own.address2,
            zipcode: own.zipcode,
            city: own.city,
            state: own.state,
            country: own.country,
          },
          customerVatId: user.vatId,
          channel: 'reseller',
          customerReference: input.reference,
          deliveryMethod: input.delivery_method,
          comment: input.comment,
          paymentMethod: 'bank_transfer',
          actorId: user.id,
          detail: input.reference ? `Reseller's reference ${input.reference}` : '',
        },
        {
          snapshot,
          shipping: this.shipping,
          shopCountry: this.config.shopCountry,
          noDelivery: (method) =>
            fieldError(
              'delivery_method',
              RESELLER_MESSAGES.noDelivery(
                DELIVERY_METHOD_LABELS[method],
                countryName(input.customer_address.country),
              ),
            ),
        },
      );
      const itemCount = written.items.reduce((sum, item) => sum + item.amount, 0);
      if (!preview) {
        const order = await this.orders.present({ ...written, feedback: undefined }, tx);
        await this.mails.send(
          tx,
          written.order.id,
          'confirmation',
          null,
          resellerOrderMail(this.config, order, user, `${this.config.publicUrl}${order.link}`),
        );
      }
      return { written, answer: this.result(written.order, [], preview, itemCount) };
    });
    if (preview) return placed.answer;
    this.catalog.stockChanged();
    return placed.answer;
  }

  /** The reseller's orders, newest first, each with its invoices. */
  async list(user: User, page: number): Promise<ResellerOrders> {
    const { count, rows } = await this.orders.pageOf(user, page);
    return {
      count,
      page,
      page_size: ORDERS_PAGE_SIZE,
      results: await Promise.all(
        rows.map(async ({ order, itemCount }) =>
          this.summary(
            order,
            await this.invoicing.forOrder(
              order.id,
              publicInvoiceLinks(orderKey(order.saleSequence, order.secret)),
            ),
            itemCount,
          ),
        ),
      ),
    };
  }

  private summary(
    order: OrderRow,
    invoices: ResellerOrderSummary['invoices'],
    itemCount: number,
  ): ResellerOrderSummary {
    return {
      ...summaryOf(order, itemCount),
      reference: order.customerReference,
      customer_name: order.name,
      country: order.country,
      balance: centsToMoney(balanceOf(order)),
      invoices,
    };
  }

  private result(
    order: OrderRow,
    invoices: ResellerOrderSummary['invoices'],
    preview: boolean,
    itemCount: number,
  ): ResellerOrderResult {
    return {
      preview,
      order: {
        ...this.summary(order, invoices, itemCount),
        totals: {
          items: centsToMoney(order.itemsGross),
          shipping: centsToMoney(order.shippingGross),
          net: centsToMoney(order.net),
          vat: centsToMoney(order.vat),
          total: centsToMoney(order.total),
        },
        reverse_charge: order.pricing.reverseCharge,
        vat_rate: order.pricing.vatRateBp / 100,
      },
    };
  }
}

/** The reseller's confirmation: what they ordered for whom, and how to pay. */
function resellerOrderMail(config: Config, order: PublicOrder, user: User, url: string): Mail {
  const bank = order.bank_transfer;
  return renderMail(config.brand, {
    to: user.email,
    subject: `Your order ${order.sale_sequence} for ${order.address.name}`,
    greeting: `Hello ${user.company || order.address.name},`,
    paragraphs: [
      `thank you for your order ${order.sale_sequence}${order.address.name ? ` for ${order.address.name}` : ''}. It goes to ${order.address.address}, ${order.address.zipcode} ${order.address.city}.`,
      ...orderSummary(order),
      ...(bank
        ? [
            `Please transfer ${formatEuro(bank.amount)} to ${bank.account_holder}, IBAN ${bank.iban}, BIC ${bank.bic} (${bank.bank}), with the reference ${bank.reference}.`,
          ]
        : []),
      'Your invoice follows once the order is invoiced; you find it in your reseller area.',
    ],
    action: { label: 'Open the order', url },
  });
}
