import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the back-office sales: its sections of the back office, each loaded when
// first opened.

/** The sales areas of the back office (paths relative to /backoffice/). */
export const SALES_SECTIONS = [
  {
    path: 'orders',
    label: 'Orders',
    icon: ShoppingBagOutlinedIcon,
    Component: lazy(() => import('./orders/orders-section')),
  },
];
