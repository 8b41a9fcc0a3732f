import { formatEuro } from '@windfamily/contract/money';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import type { PublicOrder } from '@windfamily/contract/orders';
import type { Config } from '../../config';
import type { Mail } from '../mail/mailer';
import { renderMail } from '../mail/templates';

/** A wing's colours, zone by zone, as the workshop will sew them. */
const comboColours = (combo: OrderedCombo) =>
  `In your colours "${combo.name}": ${combo.zones
    .map((zone) => `${zone.name} ${zone.code} ${zone.color_name}`)
    .join(', ')}.`;

/** The order's lines and totals, one paragraph each. */
export function orderSummary(order: PublicOrder): string[] {
  const lines = order.items.flatMap((item) => [
    `${item.amount} × ${item.long_name}: ${formatEuro(item.total_price_reduced)}`,
    ...(item.color_combo ? [comboColours(item.color_combo)] : []),
  ]);
  const { totals } = order;
  const vat =
    order.pricing.vat_rate > 0
      ? `including ${formatEuro(totals.vat)} VAT (${order.pricing.vat_rate} %)`
      : 'net: no VAT charged, local taxes may apply';
  return [
    ...lines,
    ...(order.promocode && totals.discount !== '0.00'
      ? [`Promo code ${order.promocode}: -${formatEuro(totals.discount)}`]
      : []),
    `${order.delivery_method_name}: ${formatEuro(totals.shipping)}`,
    `Total: ${formatEuro(totals.total)}, ${vat}.`,
  ];
}

/** Sent once an order is placed: what was ordered, how to pay, and the order's page. */
export function orderConfirmationMail(config: Config, order: PublicOrder, url: string): Mail {
  const bank = order.bank_transfer;
  const payment = bank
    ? [
        `Please transfer ${formatEuro(bank.amount)} to ${bank.account_holder}, IBAN ${bank.iban}, BIC ${bank.bic} (${bank.bank}), with the reference ${bank.reference}. We start on your order as soon as the money is in.`,
      ]
    : order.payment_state === 'paid'
      ? ['Your payment has been received.']
      : ['You can pay by card on the order page.'];
  return renderMail(config.brand, {
    to: order.address.email,
    subject: `Your order ${order.sale_sequence}`,
    greeting: `Hello ${order.address.name},`,
    paragraphs: [
      `thank you for your order ${order.sale_sequence}. Here is what you ordered:`,
      ...orderSummary(order),
      ...payment,
      'The order page shows where your order stands, from payment to shipping.',
    ],
    pictures: order.items.flatMap((item) =>
      item.color_combo
        ? [
            {
              url: `${config.publicUrl}${item.color_combo.image.png}`,
              alt: `${item.name} in "${item.color_combo.name}"`,
            },
          ]
        : [],
    ),
    action: { label: 'Open your order', url },
    footnote:
      'Keep this mail: the link opens your order without logging in. Anyone with the link can see the order.',
  });
}

/** How to pay what is left: the bank transfer's details, or the card payment on the order page. */
function howToPay(order: PublicOrder): string {
  const bank = order.bank_transfer;
  return bank
    ? `Please transfer ${formatEuro(order.amount_due)} to ${bank.account_holder}, IBAN ${bank.iban}, BIC ${bank.bic} (${bank.bank}), with the reference ${bank.reference}.`
    : `You can pay ${formatEuro(order.amount_due)} by card on the order page.`;
}

/** A reminder that an order is not paid in full yet. */
export function paymentReminderMail(config: Config, order: PublicOrder, url: string): Mail {
  return renderMail(config.brand, {
    to: order.address.email,
    subject: `Payment reminder for order ${order.sale_sequence}`,
    greeting: `Hello ${order.address.name},`,
    paragraphs: [
      `we have not yet received the full payment of your order ${order.sale_sequence} of ${formatEuro(order.totals.total)}: ${formatEuro(order.amount_due)} are still open.`,
      howToPay(order),
      'If you have paid in the last few days, thank you: our payment and this mail have crossed.',
    ],
    action: { label: 'Open your order', url },
  });
}

/** Sent when the shop cancels an order, with what happens to money already paid. */
export function orderCancelledMail(
  config: Config,
  order: PublicOrder,
  reason: string,
  url: string,
): Mail {
  return renderMail(config.brand, {
    to: order.address.email,
    subject: `Your order ${order.sale_sequence} is cancelled`,
    greeting: `Hello ${order.address.name},`,
    paragraphs: [
      `your order ${order.sale_sequence} has been cancelled: ${reason}`,
      'Any money you paid for it goes back to you the way it came; we write again once it is on its way.',
    ],
    action: { label: 'Open your order', url },
  });
}

/** A message a member of staff writes to the customer about an order. */
export function freeTextMail(
  config: Config,
  order: PublicOrder,
  message: { subject: string; text: string },
  url: string,
): Mail {
  return renderMail(config.brand, {
    to: order.address.email,
    subject: `${message.subject} (order ${order.sale_sequence})`,
    greeting: `Hello ${order.address.name},`,
    paragraphs: message.text.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.trim()),
    action: { label: 'Open your order', url },
  });
}
