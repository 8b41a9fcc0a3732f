import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import { BLOG_ADMIN_SECTIONS } from '../blog';
import { CATALOG_ADMIN_SECTIONS } from '../catalog-admin';
import { COLORPICKER_ADMIN_SECTIONS } from '../colorpicker';
import { CONTENT_ADMIN_SECTIONS } from '../content-admin';
import { DOWNLOADS_SECTIONS } from '../downloads';
import { FAMILY_SECTIONS } from '../family';
import { NEWSLETTER_SECTIONS } from '../newsletter';
import { SALES_SECTIONS } from '../sales';
import { BackofficeOverview } from './components/backoffice-overview';

/** One area of the back office: its navigation entry and its screen, under /backoffice/{path}. */
export interface BackofficeSection {
  /** Relative to /backoffice/; '' is the landing page. */
  path: string;
  label: string;
  icon: SvgIconComponent;
  Component: ComponentType;
}

/** The back office's areas, in navigation order; a feature adds its area here (lazily loaded). */
export const BACKOFFICE_SECTIONS: BackofficeSection[] = [
  { path: '', label: 'Overview', icon: DashboardIcon, Component: BackofficeOverview },
  ...SALES_SECTIONS,
  ...CATALOG_ADMIN_SECTIONS,
  ...COLORPICKER_ADMIN_SECTIONS,
  ...CONTENT_ADMIN_SECTIONS,
  ...BLOG_ADMIN_SECTIONS,
  ...FAMILY_SECTIONS,
  ...DOWNLOADS_SECTIONS,
  ...NEWSLETTER_SECTIONS,
];

export const sectionUrl = (section: BackofficeSection): string => `/backoffice/${section.path}`;
