import { Button } from '@mui/material';
import type { AuditEntry } from '@windfamily/contract/audit';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDay, formatDateTime, formatTime } from '../../../lib/dates';
import { useAuditLog } from '../api';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../components/list-filters';
import { AuditEntryDialog } from './audit-entry-dialog';
import { ENTITY_LABELS, EntityCell } from './entity-cell';

const ENTITY_TYPES = Object.keys(ENTITY_LABELS);

const FILTERS = {
  actor: 'text',
  entity_type: ENTITY_TYPES,
  entity_id: 'text',
  order: 'text',
  date_from: 'date',
  date_to: 'date',
} as const;

const what: DataColumn<AuditEntry> = {
  key: 'what',
  label: 'What',
  width: '100%',
  render: (entry) => <TwoLines main={entry.summary} caption={entry.action} wrap />,
};

const when: DataColumn<AuditEntry> = {
  key: 'when',
  label: 'When',
  render: (entry) => (
    <TwoLines
      main={<time dateTime={entry.date}>{formatDay(entry.date)}</time>}
      caption={formatTime(entry.date)}
    />
  ),
};

const who: DataColumn<AuditEntry> = {
  key: 'who',
  label: 'Who',
  render: (entry) => entry.actor.email,
};

const entity: DataColumn<AuditEntry> = {
  key: 'entity',
  label: 'Entity',
  render: (entry) => <EntityCell entry={entry} />,
};

/**
 * /backoffice/audit: every write of staff, newest first, a page at a time: who, when, what
 * and to which entity; filtered by who, the kind of entity (and its id), an order, and the
 * day. An entry opens with its before and after, field by field.
 */
export default function AuditPage() {
  const list = useListParams(FILTERS);
  const { filters, page, text, setText, setFilter } = list;
  const log = useAuditLog(page, filters);
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<AuditEntry | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Audit"
        subtitle="Every change staff made, newest first: who, when, what, before and after."
      />
      <FilterBar
        label="Filter the audit log"
        moreSet={Object.entries(filters).filter(([key, value]) => key !== 'actor' && value).length}
        main={
          <TextFilter
            search
            label="Who"
            placeholder="E-mail address"
            value={text('actor')}
            onChange={(value) => setText('actor', value)}
          />
        }
        more={
          <>
            <SelectFilter
              label="Entity"
              value={filters.entity_type}
              options={ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_LABELS[type]! }))}
              onChange={(value) => setFilter('entity_type', value)}
            />
            <TextFilter
              label="Entity id"
              value={text('entity_id')}
              onChange={(value) => setText('entity_id', value)}
            />
            <TextFilter
              label="Order"
              placeholder="2026-0042"
              value={text('order')}
              maxLength={20}
              onChange={(value) => setText('order', value)}
            />
            <DateFilter
              label="From"
              value={filters.date_from}
              onChange={(value) => setFilter('date_from', value)}
            />
            <DateFilter
              label="Until"
              value={filters.date_to}
              onChange={(value) => setFilter('date_to', value)}
            />
          </>
        }
      />
      <PagedList
        query={log}
        noun={['change', 'changes']}
        list={list}
        empty={{
          title: 'Nothing recorded yet',
          text: 'Each change staff make in the back office is recorded here.',
        }}
      >
        {(rows) => (
          <DataList
            label="Audit log"
            rows={rows}
            rowKey={(entry) => entry.id}
            title={isMobile ? what : when}
            columns={
              isMobile
                ? [
                    {
                      ...when,
                      render: (entry) => (
                        <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                      ),
                    },
                    who,
                    entity,
                  ]
                : [who, what, entity]
            }
            actions={(entry) => (
              <Button
                size="small"
                onClick={() => setOpen(entry)}
                aria-label={`Details of ${entry.summary}`}
              >
                Details
              </Button>
            )}
          />
        )}
      </PagedList>
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
