import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the downloads: its section of the back office, loaded when first opened.

/** The downloads' area of the back office (path relative to /backoffice/). */
export const DOWNLOADS_SECTIONS = [
  {
    path: 'downloads',
    label: 'Downloads',
    icon: FolderZipOutlinedIcon,
    Component: lazy(() => import('./admin/downloads-admin-page')),
  },
];
