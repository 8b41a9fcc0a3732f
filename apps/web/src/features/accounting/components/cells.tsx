import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ACCOUNTING_PATHS } from '../paths';

/** An order's number, leading to the order in the back office. */
export function OrderLink({ saleSequence, label }: { saleSequence: string; label?: string }) {
  return (
    <Link
      component={RouterLink}
      to={ACCOUNTING_PATHS.order(saleSequence)}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      aria-label={label}
    >
      {saleSequence}
    </Link>
  );
}
