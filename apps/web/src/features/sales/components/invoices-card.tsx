import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { INVOICE_KIND_LABELS } from '@windfamily/contract/order-basics';
import type { OrderPermissions, StaffOrder } from '@windfamily/contract/orders';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDay } from '../../../lib/dates';
import { ActionButton } from './action-button';

type Invoice = StaffOrder['invoices'][number];

function InvoiceLine({ invoice }: { invoice: Invoice }) {
  const credit = invoice.kind === 'credit_note';
  const label = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;
  return (
    <Box component="li" aria-label={label}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {invoice.number}
          </Typography>
          <Chip
            component="span"
            size="small"
            variant="outlined"
            color={credit ? 'warning' : invoice.corrected_by ? 'default' : 'success'}
            label={credit ? 'Credit note' : invoice.corrected_by ? 'Invoice, credited' : 'Invoice'}
          />
        </Stack>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {credit ? `−${formatEuro(invoice.total)}` : formatEuro(invoice.total)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[
          `Issued ${formatDay(invoice.date)}`,
          invoice.corrects ? `corrects invoice ${invoice.corrects}` : '',
          invoice.corrected_by ? `credited by ${invoice.corrected_by}` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button
          size="small"
          href={invoice.pdf}
          target="_blank"
          rel="noopener"
          startIcon={<DescriptionOutlinedIcon />}
          aria-label={`PDF of ${label}`}
        >
          PDF
        </Button>
        {invoice.xml && (
          <Button size="small" href={invoice.xml} download aria-label={`E-invoice XML of ${label}`}>
            XML
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The order's invoices and credit notes, oldest first, each with its files; issuing one. */
export function InvoicesCard({
  order,
  rules,
  onCreate,
}: {
  order: StaffOrder;
  rules: OrderPermissions['actions'] | undefined;
  onCreate: () => void;
}) {
  return (
    <FormSection
      title="Invoices"
      actions={
        <ActionButton
          rule={rules?.create_invoice}
          variant="outlined"
          size="small"
          onClick={onCreate}
        >
          Create invoice
        </ActionButton>
      }
    >
      {order.invoices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No invoice yet.
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Invoices and credit notes"
          spacing={1.5}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {order.invoices.map((invoice) => (
            <InvoiceLine key={invoice.id} invoice={invoice} />
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
