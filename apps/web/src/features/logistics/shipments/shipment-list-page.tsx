import { Box, Link } from '@mui/material';
import {
  SHIPMENT_SERVICE_LABELS,
  SHIPMENT_STATE_LABELS,
  SHIPMENT_STATES,
  type Shipment,
} from '@windfamily/contract/shipments';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf, SearchField, SelectFilter } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDay, formatTime } from '../../../lib/dates';
import { useShipments } from './api';
import { SHIPMENT_PATHS } from './paths';
import { ShipmentStateChip } from './shipment-state-chip';

/** The carriers the shop has booked with, as the filter offers them. */
export const CARRIER_LABELS: Record<string, string> = {
  'stand-in': 'Stand-in carrier',
  'dhl-express': 'DHL Express',
};
const CARRIERS = Object.keys(CARRIER_LABELS);

const FILTERS = {
  order: 'text',
  state: SHIPMENT_STATES,
  carrier: CARRIERS,
} as const;

/** "1 × Wind M, 2 × Harness". */
/** What it carries: an order's lines, or a demo rental's wing. */
export const linesText = (shipment: Shipment) =>
  shipment.rental
    ? `Demo wing ${shipment.rental.serial}`
    : shipment.lines.map((line) => `${line.amount} × ${line.name}`).join(', ');

/** The order it carries, or the demo rental, linked to where staff see it. */
export function ShipmentSubject({ shipment }: { shipment: Shipment }) {
  if (shipment.order)
    return (
      <Link component={RouterLink} to={SHIPMENT_PATHS.order(shipment.order)}>
        {shipment.order}
      </Link>
    );
  if (shipment.rental)
    return (
      <Link component={RouterLink} to={SHIPMENT_PATHS.rental(shipment.rental.id)}>
        {`Demo rental #${shipment.rental.id}`}
      </Link>
    );
  return null;
}

const titleColumn: DataColumn<Shipment> = {
  key: 'id',
  label: 'Shipment',
  render: (shipment) => (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {`#${shipment.id}`}
    </Box>
  ),
};

function shipmentColumns(cards: boolean): DataColumn<Shipment>[] {
  return [
    {
      key: 'order',
      label: 'Order or rental',
      render: (shipment) => (
        <TwoLines
          main={<ShipmentSubject shipment={shipment} />}
          caption={`${shipment.name} · ${shipment.country.toUpperCase()}`}
        />
      ),
    },
    {
      key: 'contents',
      label: 'Contents',
      width: cards ? undefined : '100%',
      render: (shipment) => (
        <TwoLines
          main={linesText(shipment)}
          caption={`${(shipment.weight_grams / 1000).toLocaleString('en-GB')} kg`}
          wrap
        />
      ),
    },
    {
      key: 'carrier',
      label: 'Carrier',
      render: (shipment) => (
        <TwoLines
          main={CARRIER_LABELS[shipment.carrier] ?? shipment.carrier}
          caption={[SHIPMENT_SERVICE_LABELS[shipment.service], shipment.tracking_number]
            .filter(Boolean)
            .join(' · ')}
        />
      ),
    },
    {
      key: 'date',
      label: 'Booked',
      render: (shipment) => (
        <TwoLines
          main={<time dateTime={shipment.created_date}>{formatDay(shipment.created_date)}</time>}
          caption={formatTime(shipment.created_date)}
        />
      ),
    },
    {
      key: 'state',
      label: 'State',
      card: 'inline',
      render: (shipment) => <ShipmentStateChip state={shipment.state} />,
    },
  ];
}

/**
 * /backoffice/shipments: every shipment, newest first, a page at a time, by state, order and
 * carrier (kept in the address); each leads to its page.
 */
export default function ShipmentListPage() {
  const list = useListParams(FILTERS);
  const { filters, setFilter } = list;
  const shipments = useShipments({
    page: list.page,
    state: filters.state,
    order: /^\d{4}-\d{4,6}$/.test(filters.order) ? filters.order : '',
    carrier: filters.carrier,
  });
  const isMobile = useIsMobile();

  return (
    <>
      <AdminPageHeader
        title="Shipments"
        subtitle="Parcels booked with the carrier: print their labels, hand them over, or cancel them."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField
          label="Order"
          placeholder="2026-0042"
          value={list.text('order')}
          onChange={(value) => list.setText('order', value)}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <SelectFilter
          label="State"
          value={filters.state}
          options={optionsOf(SHIPMENT_STATES, SHIPMENT_STATE_LABELS)}
          onChange={(value) => setFilter('state', value)}
          sx={{ minWidth: 180 }}
        />
        <SelectFilter
          label="Carrier"
          value={filters.carrier}
          options={CARRIERS.map((value) => ({ value, label: CARRIER_LABELS[value]! }))}
          onChange={(value) => setFilter('carrier', value)}
          sx={{ minWidth: 180 }}
        />
      </Box>
      <PagedList
        query={shipments}
        noun={['shipment', 'shipments']}
        list={list}
        empty={{
          title: 'No shipments yet',
          text: 'Shipments appear here once they are booked from an order’s page.',
        }}
      >
        {(rows) => (
          <DataList
            label="Shipments"
            rows={rows}
            rowKey={(shipment) => shipment.id}
            title={titleColumn}
            columns={shipmentColumns(isMobile)}
            inactive={(shipment) => shipment.state === 'cancelled' || shipment.state === 'failed'}
            href={(shipment) => SHIPMENT_PATHS.one(shipment.id)}
            rowClick
          />
        )}
      </PagedList>
    </>
  );
}
