import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the newsletter's back office: its section, loaded when first opened.

/** The newsletter's area of the back office (path relative to /backoffice/). */
export const NEWSLETTER_SECTIONS = [
  {
    path: 'newsletter',
    label: 'Newsletter',
    icon: MailOutlinedIcon,
    Component: lazy(() => import('./admin/subscribers-page')),
  },
];
