import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SvgIconComponent } from '@mui/icons-material';
import { PERMISSIONS, type Permission } from '@windfamily/contract/permissions';
import type { ComponentType } from 'react';
import { ACCOUNTING_SECTIONS } from '../accounting';
import { BLOG_ADMIN_SECTIONS } from '../blog';
import { CATALOG_ADMIN_SECTIONS } from '../catalog-admin';
import { COLORPICKER_ADMIN_SECTIONS } from '../colorpicker';
import { CONTENT_ADMIN_SECTIONS } from '../content-admin';
import { CUSTOMERS_SECTIONS } from '../customers';
import { DOWNLOADS_SECTIONS } from '../downloads';
import { FAMILY_SECTIONS } from '../family';
import { LOGISTICS_SECTIONS } from '../logistics';
import { NEWSLETTER_SECTIONS } from '../newsletter';
import { SALES_SECTIONS } from '../sales';
import { WEBSTATS_SECTIONS } from '../webstats';
import { BackofficeOverview } from './components/backoffice-overview';

/** One area of the back office: its navigation entry and its screen, under /backoffice/{path}. */
export interface BackofficeSection {
  /** Relative to /backoffice/; '' is the landing page. */
  path: string;
  label: string;
  icon: SvgIconComponent;
  Component: ComponentType;
  /** Who may open it: any one of these permission codes; without it, all staff. */
  permissions?: readonly Permission[];
}

/** A feature's sections, each open to the holders of any one of `permissions`. */
const allowing = (
  permissions: readonly Permission[],
  sections: readonly BackofficeSection[],
): BackofficeSection[] => sections.map((section) => ({ permissions, ...section }));

/** The back office's areas, in navigation order; a feature adds its area here (lazily loaded). */
export const BACKOFFICE_SECTIONS: BackofficeSection[] = [
  { path: '', label: 'Overview', icon: DashboardIcon, Component: BackofficeOverview },
  ...allowing([PERMISSIONS.ordersView], SALES_SECTIONS),
  ...ACCOUNTING_SECTIONS,
  ...CUSTOMERS_SECTIONS,
  ...allowing([PERMISSIONS.warehouse], LOGISTICS_SECTIONS),
  ...allowing([PERMISSIONS.store], CATALOG_ADMIN_SECTIONS),
  ...allowing([PERMISSIONS.store], COLORPICKER_ADMIN_SECTIONS),
  ...allowing([PERMISSIONS.content], CONTENT_ADMIN_SECTIONS),
  ...allowing([PERMISSIONS.content], BLOG_ADMIN_SECTIONS),
  ...allowing([PERMISSIONS.content], FAMILY_SECTIONS),
  ...allowing([PERMISSIONS.content], DOWNLOADS_SECTIONS),
  ...allowing([PERMISSIONS.content], NEWSLETTER_SECTIONS),
  ...allowing([PERMISSIONS.webstats], WEBSTATS_SECTIONS),
];

export const sectionUrl = (section: BackofficeSection): string => `/backoffice/${section.path}`;

/** Whether the holder of `granted` (`GET /api/permissions/`) may open `section`. */
export const mayOpen = (section: BackofficeSection, granted: readonly string[]): boolean =>
  !section.permissions || section.permissions.some((code) => granted.includes(code));
