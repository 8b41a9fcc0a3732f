import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { lazy } from '../../../lib/lazy';

/** The shipments' area of the back office (path relative to /backoffice/), loaded when opened. */
export const SHIPMENTS_SECTIONS = [
  {
    path: 'shipments',
    label: 'Shipments',
    icon: LocalShippingOutlinedIcon,
    Component: lazy(() => import('./shipments-section')),
  },
];
