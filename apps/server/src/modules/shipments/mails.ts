import type { Config } from '../../config';
import type { Mail } from '../mail/mailer';
import { renderMail } from '../mail/templates';

export interface ShippedMailInput {
  saleSequence: string;
  name: string;
  email: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  /** `2 × Wind M, 1 × Harness`. */
  contents: string;
  /** The order's page. */
  orderUrl: string;
  /** Everything of the order is on its way (not a part). */
  complete: boolean;
}

/** Sent when a shipment is handed over: what is on its way and how to follow it. */
export function shippedMail(config: Config, input: ShippedMailInput): Mail {
  return renderMail(config.brand, {
    to: input.email,
    subject: input.complete
      ? `Your order ${input.saleSequence} is on its way`
      : `Part of your order ${input.saleSequence} is on its way`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.complete ? 'your order' : 'a parcel of your order'} ${input.saleSequence} has left our workshop with ${input.carrier}: ${input.contents}.`,
      `Its tracking number is ${input.trackingNumber}. Follow it on ${input.trackingUrl}`,
      `Your order page shows every parcel with its tracking link: ${input.orderUrl}`,
    ],
    action: { label: 'Track your parcel', url: input.trackingUrl },
  });
}
