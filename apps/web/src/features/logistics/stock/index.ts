import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { lazy } from 'react';

// Public face of the warehouse's stock: its section of the back office, loaded when first
// opened, for those who run the warehouse.

/** The Stock area of the back office (path relative to /backoffice/). */
export const STOCK_SECTIONS = [
  {
    path: 'stock',
    label: 'Stock',
    icon: Inventory2OutlinedIcon,
    Component: lazy(() => import('./stock-section')),
    permissions: [PERMISSIONS.warehouse],
  },
];
