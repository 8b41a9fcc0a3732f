import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { LinePreparedResult, PurchaseOrderLine } from '@windfamily/contract/production';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { formatDateTime } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { unitLabelUrl } from '../units/api';
import {
  purchaseOrderPdfUrl,
  useLinePrepared,
  usePurchaseOrder,
  usePurchaseOrderAction,
} from './api';
import { AddOrderLineForm, AddStockLinesForm } from './add-line-forms';
import { LINE_STATE_LABELS, PURCHASE_ORDER_STATE_LABELS } from './labels';

const failed = (error: unknown) =>
  toast.error(isHttpError(error) ? error.publicMessage : 'Something went wrong.');

const title: DataColumn<PurchaseOrderLine> = {
  key: 'wing',
  label: 'Wing',
  render: (line) => `${line.position}. ${line.variant.product_name} ${line.size}`,
};
const columns: DataColumn<PurchaseOrderLine>[] = [
  {
    key: 'state',
    label: 'State',
    card: 'inline',
    render: (line) => (
      <Chip size="small" variant="outlined" label={LINE_STATE_LABELS[line.state]} />
    ),
  },
  { key: 'sku', label: 'SKU', render: (line) => line.variant.sku },
  {
    key: 'for',
    label: 'For',
    render: (line) =>
      line.order ? (
        <RouterLink to={`/backoffice/orders/${line.order}`}>Order {line.order}</RouterLink>
      ) : line.purpose === 'demo' ? (
        'Demo fleet'
      ) : (
        'Stock'
      ),
  },
  {
    key: 'colors',
    label: 'Colours',
    render: (line) =>
      line.colors
        ? `${line.colors.name}: ${line.colors.zones.map((zone) => zone.code).join(', ')}`
        : 'Standard',
  },
  { key: 'finish', label: 'Finish by', render: (line) => line.requested_finish_on ?? '—' },
  {
    key: 'unit',
    label: 'Unit',
    render: (line) =>
      line.unit ? (
        <RouterLink to={`/backoffice/units/${line.unit.id}`}>{line.unit.serial}</RouterLink>
      ) : (
        '—'
      ),
  },
];

/** The unit just made: its secret shown this once, and its label. */
function MadeUnit({ made }: { made: LinePreparedResult }) {
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>Unit {made.unit.serial} made.</Typography>
      <Typography variant="body2">
        Its page:{' '}
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {made.page_url}
        </Box>
      </Typography>
      <Typography variant="body2">
        The secret is shown only now: print the label before you leave this page.
      </Typography>
      <Button
        href={unitLabelUrl(made.unit.id, made.secret)}
        target="_blank"
        rel="noopener"
        variant="outlined"
        size="small"
        sx={{ mt: 1 }}
      >
        Print label
      </Button>
    </Alert>
  );
}

/** /backoffice/production/:id: a purchase order, its lines and what can be done with it. */
export default function PurchaseOrderDetailPage() {
  const id = Number(useParams().id);
  const order = usePurchaseOrder(id);
  const action = usePurchaseOrderAction(id);
  const prepared = useLinePrepared(id);
  const [made, setMade] = useState<LinePreparedResult | null>(null);

  if (order.isPending) return <FormSkeleton />;
  if (order.isError)
    return (
      <AdminLoadError
        what="The purchase order"
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  const po = order.data;
  const run = (kind: 'prepare' | 'finish' | 'deactivate', done: string) =>
    action.mutate({ kind }, { onSuccess: () => toast.success(done), onError: failed });
  const open = po.state === 'draft' || po.state === 'sent';

  return (
    <>
      <AdminPageHeader
        title={`Purchase order ${po.number}`}
        subtitle={PURCHASE_ORDER_STATE_LABELS[po.state]}
        back={{ to: '/backoffice/production', label: 'Production' }}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {po.state === 'draft' && (
              <Button
                variant="contained"
                disabled={action.isPending}
                onClick={() => run('prepare', 'Sent to the factory.')}
              >
                Send to the factory
              </Button>
            )}
            {po.has_pdf && (
              <Button variant="outlined" href={purchaseOrderPdfUrl(po.id)} download>
                Download PDF
              </Button>
            )}
            {po.state === 'sent' && (
              <Button
                variant="contained"
                disabled={action.isPending}
                onClick={() => run('finish', 'Received: the wings are in stock.')}
              >
                Received
              </Button>
            )}
            {open && (
              <Button
                color="error"
                disabled={action.isPending}
                onClick={() => run('deactivate', 'Purchase order cancelled.')}
              >
                Deactivate
              </Button>
            )}
          </Stack>
        }
      />
      {made && <MadeUnit made={made} />}
      <Facts label="Purchase order">
        <Fact label="State">{PURCHASE_ORDER_STATE_LABELS[po.state]}</Fact>
        <Fact label="Started">{formatDateTime(po.created_at)}</Fact>
        <Fact label="Sent">{po.sent_at ? formatDateTime(po.sent_at) : '—'}</Fact>
        <Fact label="Received">{po.finished_at ? formatDateTime(po.finished_at) : '—'}</Fact>
      </Facts>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        Wings
      </Typography>
      {po.lines.length === 0 ? (
        <Typography color="text.secondary">No wings yet: add one below.</Typography>
      ) : (
        <DataList
          label="Lines"
          rows={po.lines}
          rowKey={(line) => line.id}
          title={title}
          columns={columns}
          inactive={(line) => line.state === 'cancelled'}
          actions={(line) =>
            open && line.state === 'open' ? (
              <Button
                size="small"
                disabled={prepared.isPending}
                onClick={() =>
                  prepared.mutate(line.id, {
                    onSuccess: (answer) => setMade(answer),
                    onError: failed,
                  })
                }
              >
                Mark prepared
              </Button>
            ) : null
          }
        />
      )}
      {po.state === 'draft' && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <AddOrderLineForm purchaseOrderId={po.id} />
          <AddStockLinesForm purchaseOrderId={po.id} />
        </Stack>
      )}
    </>
  );
}
