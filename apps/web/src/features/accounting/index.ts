import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ManageHistoryOutlinedIcon from '@mui/icons-material/ManageHistoryOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { lazy } from '../../lib/lazy';

// Public face of the back-office accounting: its sections of the back office, each loaded
// when first opened and shown to those whose roles may use it.

/** The accounting's areas of the back office (paths relative to /backoffice/). */
export const ACCOUNTING_SECTIONS = [
  {
    path: 'statistics',
    label: 'Statistics',
    icon: QueryStatsOutlinedIcon,
    Component: lazy(() => import('./statistics/statistics-page')),
    permissions: [PERMISSIONS.statistics],
  },
  {
    path: 'invoices',
    label: 'Invoices',
    icon: ReceiptOutlinedIcon,
    Component: lazy(() => import('./invoices/invoices-page')),
    permissions: [PERMISSIONS.accounting, PERMISSIONS.sales],
  },
  {
    path: 'payments',
    label: 'Payments',
    icon: PaymentsOutlinedIcon,
    Component: lazy(() => import('./payments/payments-page')),
    permissions: [PERMISSIONS.accounting, PERMISSIONS.payments],
  },
  {
    path: 'bank-statements',
    label: 'Bank statements',
    icon: AccountBalanceOutlinedIcon,
    Component: lazy(() => import('./statements/statements-section')),
    permissions: [PERMISSIONS.accounting, PERMISSIONS.payments],
  },
  {
    path: 'audit',
    label: 'Audit',
    icon: ManageHistoryOutlinedIcon,
    Component: lazy(() => import('./audit/audit-page')),
    permissions: [PERMISSIONS.audit],
  },
];
