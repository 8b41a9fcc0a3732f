import { Link } from '@mui/material';
import type { AuditEntry } from '@windfamily/contract/audit';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { OrderLink } from '../components/cells';
import { ACCOUNTING_PATHS } from '../paths';

/** The kinds of entity the log records, as people say them. */
export const ENTITY_LABELS: Record<string, string> = {
  order: 'Order',
  invoice: 'Invoice',
  payment: 'Payment',
  bank_statement: 'Bank statement',
  customer: 'Customer',
  staff: 'Staff',
  route: 'Other call',
};

export const entityLabel = (type: string): string =>
  ENTITY_LABELS[type] ?? (type ? type[0]!.toUpperCase() + type.slice(1).replace(/_/g, ' ') : '–');

/** What an entry concerns: its kind and id, leading to it where the back office shows it. */
export function EntityCell({ entry }: { entry: AuditEntry }) {
  const kind = entityLabel(entry.entity_type);
  let main: ReactNode = `${kind} ${entry.entity_id}`;
  if (entry.entity_type === 'order' && entry.order)
    main = (
      <>
        {`${kind} `}
        <OrderLink saleSequence={entry.order} />
      </>
    );
  else if (entry.entity_type === 'bank_statement' && /^\d+$/.test(entry.entity_id))
    main = (
      <>
        {`${kind} `}
        <Link component={RouterLink} to={ACCOUNTING_PATHS.statement(Number(entry.entity_id))}>
          {entry.entity_id}
        </Link>
      </>
    );
  const caption =
    entry.order && entry.entity_type !== 'order' ? (
      <>
        {'of order '}
        <OrderLink saleSequence={entry.order} />
      </>
    ) : (
      ''
    );
  return <TwoLines main={main} caption={caption} />;
}
