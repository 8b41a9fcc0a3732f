import { INVOICE_KIND_LABELS } from '@windfamily/contract/order-basics';
import type { Config } from '../../config';
import type { InvoiceDocument } from '../../db/schema';
import type { Mail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { amountDueOf } from './document';
import { euro } from './pdf';

/** The file name an invoice is downloaded and attached under: its number. */
export const invoiceFileName = (number: string, extension: 'pdf' | 'xml') =>
  `${number}.${extension}`;

/**
 * The invoice (or credit note) to its customer, the PDF attached (with the e-invoice inside
 * it): what it is for, what is left to pay and how, and the order's page.
 */
export function invoiceMail(
  config: Config,
  invoice: { document: InvoiceDocument; pdf: Buffer },
  order: { email: string; url: string },
): Mail {
  const doc = invoice.document;
  const label = INVOICE_KIND_LABELS[doc.kind];
  const due = amountDueOf(doc);
  const paragraphs =
    doc.kind === 'credit_note'
      ? [
          `please find attached credit note ${doc.number} for your order ${doc.orderNumber}. It cancels invoice ${doc.corrects?.number ?? ''} of ${doc.corrects?.date ?? ''} over ${euro(doc.totals.total)}.`,
          ...(doc.reason ? [`Why: ${doc.reason}.`] : []),
        ]
      : [
          `please find attached invoice ${doc.number} for your order ${doc.orderNumber}, over ${euro(doc.totals.total)}.`,
          due === 0
            ? 'It is paid in full: thank you.'
            : doc.paymentMethod === 'bank_transfer'
              ? `Please transfer ${euro(due)} to ${doc.seller.accountHolder}, IBAN ${doc.seller.iban}, BIC ${doc.seller.bic} (${doc.seller.bank}), with the reference ${doc.orderNumber}. The invoice carries a QR code your banking app can scan.`
              : `${euro(due)} can be paid by card on the order page.`,
        ];
  const mail = renderMail(config.brand, {
    to: order.email,
    subject: `${label} ${doc.number} for your order ${doc.orderNumber}`,
    greeting: `Hello ${doc.buyer.name || doc.buyer.company},`,
    paragraphs: [
      ...paragraphs,
      'The PDF holds the e-invoice (Factur-X, EN 16931) for your accounting software too.',
    ],
    action: { label: 'Open your order', url: order.url },
    footnote: 'Your invoices can be downloaded again from the order page at any time.',
  });
  return {
    ...mail,
    attachments: [
      {
        filename: invoiceFileName(doc.number, 'pdf'),
        contentType: 'application/pdf',
        content: invoice.pdf,
      },
    ],
  };
}
