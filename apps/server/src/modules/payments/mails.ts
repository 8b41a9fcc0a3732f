import { eq } from 'drizzle-orm';
import { centsToMoney, formatEuro } from '@windfamily/contract/money';
import type { PaymentMethod } from '@windfamily/contract/order-basics';
import { orderKey, orderPath } from '@windfamily/contract/orders';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import type { Mail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import type { OrderMails } from '../orders/order-mails';

type OrderRow = typeof orders.$inferSelect;

/** Sent once an order's payment has come in. */
export function paymentReceivedMail(config: Config, order: OrderRow, url: string): Mail {
  return renderMail(config.brand, {
    to: order.email,
    subject: `Payment received for order ${order.saleSequence}`,
    greeting: `Hello ${order.address.name},`,
    paragraphs: [
      `we have received your payment of ${formatEuro(centsToMoney(order.total))} for order ${order.saleSequence}. Thank you!`,
      'Your order now goes to the workshop. The order page shows where it stands, and we write again when it ships.',
    ],
    action: { label: 'Open your order', url },
  });
}

/** Sent once money has gone back to the customer. */
export function refundMail(
  config: Config,
  order: OrderRow,
  refund: { amount: number; method: PaymentMethod },
  url: string,
): Mail {
  const amount = formatEuro(centsToMoney(refund.amount));
  return renderMail(config.brand, {
    to: order.email,
    subject: `Refund for order ${order.saleSequence}`,
    greeting: `Hello ${order.address.name},`,
    paragraphs: [
      refund.method === 'card'
        ? `we have refunded ${amount} for order ${order.saleSequence} to the card you paid with. Depending on your bank, it shows on your statement within 5 to 10 days.`
        : `we have sent ${amount} for order ${order.saleSequence} back to you by bank transfer. It reaches your account within a few working days.`,
      'The order page shows what was paid and refunded. If anything is unclear, simply reply to this mail.',
    ],
    action: { label: 'Open your order', url },
  });
}

/** What the customer is told once a change of their order's money is committed. */
export type PaymentNotice =
  | { kind: 'payment_received'; orderId: number }
  | { kind: 'refund'; orderId: number; amount: number; method: PaymentMethod };

/**
 * The mails of an order's money: built from the order as the change leaves it, and queued in
 * the change's transaction with the order's mails (sent by the shop on its own).
 */
export class PaymentMails {
  constructor(
    private readonly config: Config,
    private readonly orderMails: OrderMails,
  ) {}

  async send(tx: Tx, notices: readonly PaymentNotice[]): Promise<void> {
    for (const notice of notices) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, notice.orderId));
      if (!order) throw new Error(`order ${notice.orderId} is gone: no ${notice.kind} mail`);
      const url = `${this.config.publicUrl}${orderPath(orderKey(order.saleSequence, order.secret))}`;
      const mail =
        notice.kind === 'payment_received'
          ? paymentReceivedMail(this.config, order, url)
          : refundMail(this.config, order, notice, url);
      await this.orderMails.send(tx, notice.orderId, notice.kind, null, mail);
    }
  }
}
