import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Link, Typography } from '@mui/material';
import type { InvoiceSummary } from '@windfamily/contract/invoices';
import { formatEuro } from '@windfamily/contract/money';
import { INVOICE_KIND_LABELS } from '@windfamily/contract/order-basics';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDay } from '../../../lib/dates';

/** "Invoice 2026-00042", "Credit note GS-2026-00001". */
export const invoiceTitle = (invoice: Pick<InvoiceSummary, 'kind' | 'number'>) =>
  `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;

/** What else a reader should know: when, how much, and which document corrects which. */
function invoiceCaption(invoice: InvoiceSummary, compact: boolean): string {
  const parts = compact ? [] : [formatDay(invoice.date), formatEuro(invoice.total)];
  if (invoice.corrects) parts.push(`corrects ${invoice.corrects}`);
  if (invoice.corrected_by) parts.push(`cancelled by ${invoice.corrected_by}`);
  return parts.join(' · ');
}

/**
 * An order's invoices and credit notes, oldest first, each a link that downloads its PDF;
 * `compact` (lists, tables) leaves out the date and the amount.
 */
export function InvoiceLinks({
  invoices,
  compact = false,
  label = 'Invoices',
}: {
  invoices: readonly InvoiceSummary[];
  compact?: boolean;
  /** Names the list for screen readers. */
  label?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: compact ? 0.25 : 1 }}
    >
      {invoices.map((invoice) => {
        const caption = invoiceCaption(invoice, compact);
        return (
          <Box component="li" key={invoice.id} sx={{ minWidth: 0 }}>
            <Link
              href={invoice.pdf}
              download
              underline="hover"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                fontWeight: 600,
                fontVariantNumeric: 'tabular-nums',
                ...(invoice.corrected_by && { color: 'text.secondary' }),
              }}
            >
              <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />
              {invoiceTitle(invoice)}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (PDF)
              </Box>
            </Link>
            {caption && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ pl: compact ? 3.5 : 3.75, fontSize: compact ? '0.75rem' : undefined }}
              >
                {caption}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
