import { centsToMoney, formatEuro } from '@windfamily/contract/money';
import type { Config } from '../../config';
import type { orders } from '../../db/schema';
import type { Mail } from '../mail/mailer';
import { renderMail } from '../mail/templates';

/** Sent once an order's payment has come in. */
export function paymentReceivedMail(
  config: Config,
  order: typeof orders.$inferSelect,
  url: string,
): Mail {
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
