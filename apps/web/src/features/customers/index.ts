import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { lazy } from '../../lib/lazy';

// Public face of the back-office customers: its sections of the back office, each loaded when
// first opened, and open to the holders of any one of their permissions.

/** Sales read customers to run orders; the store's staff to give accounts their terms. */
const READ_ACCOUNTS = [PERMISSIONS.ordersView, PERMISSIONS.store];

/** The customers, resellers and staff areas of the back office (paths relative to /backoffice/). */
export const CUSTOMERS_SECTIONS = [
  {
    path: 'customers',
    label: 'Customers',
    icon: PeopleAltOutlinedIcon,
    Component: lazy(() => import('./customers/customers-section')),
    permissions: READ_ACCOUNTS,
  },
  {
    path: 'resellers',
    label: 'Resellers',
    icon: HandshakeOutlinedIcon,
    Component: lazy(() => import('./resellers/resellers-section')),
    permissions: READ_ACCOUNTS,
  },
  {
    path: 'staff',
    label: 'Staff',
    icon: BadgeOutlinedIcon,
    Component: lazy(() => import('./staff/staff-page')),
    permissions: [PERMISSIONS.staff],
  },
];
