import ParaglidingIcon from '@mui/icons-material/Paragliding';
import { lazy } from '../../../lib/lazy';

/** The demo fleet's area of the back office (path relative to /backoffice/). */
export const DEMO_FLEET_SECTIONS = [
  {
    path: 'demo-fleet',
    label: 'Demo fleet',
    icon: ParaglidingIcon,
    Component: lazy(() => import('./demo-fleet-section')),
  },
];
