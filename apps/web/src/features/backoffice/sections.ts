import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import { CATALOG_ADMIN_SECTIONS } from '../catalog-admin';
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
];

export const sectionUrl = (section: BackofficeSection): string => `/backoffice/${section.path}`;
