import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import { lazy } from '../../lib/lazy';

// Public face of the family feature: its pages are routes of their own (app/router.tsx); its
// area of the back office loads when first opened.

/** The family's area of the back office (paths relative to /backoffice/). */
export const FAMILY_SECTIONS = [
  {
    path: 'family',
    label: 'Family',
    icon: Diversity3OutlinedIcon,
    Component: lazy(() => import('./admin/family-section')),
  },
];
