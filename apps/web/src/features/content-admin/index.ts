import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ViewQuiltOutlinedIcon from '@mui/icons-material/ViewQuiltOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the back-office content: its sections of the back office, each loaded when
// first opened.

/** The content's areas of the back office (paths relative to /backoffice/). */
export const CONTENT_ADMIN_SECTIONS = [
  {
    path: 'pages',
    label: 'Pages',
    icon: ArticleOutlinedIcon,
    Component: lazy(() => import('./pages/pages-section')),
  },
  {
    path: 'blocks',
    label: 'Content blocks',
    icon: ViewQuiltOutlinedIcon,
    Component: lazy(() => import('./blocks/blocks-section')),
  },
];
