import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { formatDateTime } from '../../../lib/dates';
import { unitLabelUrl, useUnit } from './api';
import { UNIT_STATE_LABELS } from './labels';

/** /backoffice/units/:id: one unit, its history, and a new label. */
export default function UnitDetailPage() {
  const id = Number(useParams().id);
  const unit = useUnit(id);
  if (unit.isPending) return <FormSkeleton />;
  if (unit.isError)
    return (
      <AdminLoadError what="The unit" error={unit.error} onRetry={() => void unit.refetch()} />
    );
  const data = unit.data;
  const next = data.next_check;
  return (
    <>
      <AdminPageHeader
        title={`Unit ${data.serial}`}
        subtitle={`${data.variant.product_name}, size ${data.size}`}
        back={{ to: '/backoffice/units', label: 'Units' }}
        actions={
          <Button variant="outlined" href={unitLabelUrl(data.id)} target="_blank" rel="noopener">
            Print a new label
          </Button>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        A new label carries a new secret: the old label's QR code stops opening the wing's page.
      </Alert>
      <Facts label="Unit">
        <Fact label="State">{UNIT_STATE_LABELS[data.state]}</Fact>
        <Fact label="Where">{data.location.name}</Fact>
        <Fact label="SKU">{data.variant.sku}</Fact>
        <Fact label="Certification">{data.certification ?? '—'}</Fact>
        <Fact label="Colours">
          {data.colors
            ? `${data.colors.name}: ${data.colors.zones.map((zone) => zone.code).join(', ')}`
            : 'Standard'}
        </Fact>
        <Fact label="Order">
          {data.order ? (
            <RouterLink to={`/backoffice/orders/${data.order}`}>{data.order}</RouterLink>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Purchase order">
          {data.purchase_order ? (
            <RouterLink to={`/backoffice/production/${data.purchase_order.id}`}>
              {data.purchase_order.number}
            </RouterLink>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Made">{data.produced_on ?? '—'}</Fact>
        <Fact label="First flight">{data.flying_since ?? '—'}</Fact>
        <Fact label="Hours flown">{String(data.hours_flown)}</Fact>
        <Fact label="Next check">
          {next.due
            ? 'Due now'
            : next.due_on
              ? `${next.due_on} or ${next.hours_left} h`
              : 'After its first flight'}
        </Fact>
      </Facts>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3 }}>
        History
      </Typography>
      <List aria-label="History">
        {data.history.map((event) => (
          <ListItem key={event.id} disableGutters>
            <ListItemText
              primary={event.summary}
              secondary={`${formatDateTime(event.at)}${event.by ? ` · ${event.by}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
