import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { lazy } from '../../../lib/lazy';

// The warehouse's stock: its section of the back office, loaded when first opened.

/** The Stock area of the back office (path relative to /backoffice/). */
export const STOCK_SECTIONS = [
  {
    path: 'stock',
    label: 'Stock',
    icon: Inventory2OutlinedIcon,
    Component: lazy(() => import('./stock-section')),
  },
];
