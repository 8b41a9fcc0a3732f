import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the web statistics' back office: its section, loaded when first opened. The
// page-view beacon (`beacon.ts`) is imported by the app shell itself, without this file.

/** The web statistics' area of the back office (path relative to /backoffice/). */
export const WEBSTATS_SECTIONS = [
  {
    path: 'webstats',
    label: 'Web statistics',
    icon: InsightsOutlinedIcon,
    Component: lazy(() => import('./routes/webstats-page')),
  },
];
