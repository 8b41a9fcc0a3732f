import { Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../../../../components/backoffice/admin-page-header';
import { listUrl } from '../../../../components/backoffice/use-list-params';
import { STOCK_PATHS } from '../paths';

const TABS = [
  { value: 'levels', label: 'Levels', path: STOCK_PATHS.levels },
  { value: 'moves', label: 'Moves', path: STOCK_PATHS.moves },
  { value: 'reservations', label: 'Reservations', path: STOCK_PATHS.reservations },
  { value: 'checks', label: 'Stock checks', path: STOCK_PATHS.checks },
] as const;

/** The head of a Stock list: its title and line, its buttons, and the way to the others. */
export function StockHeader({
  tab,
  title,
  subtitle,
  actions,
}: {
  tab: (typeof TABS)[number]['value'];
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} actions={actions} />
      <Tabs
        component="nav"
        value={tab}
        aria-label="Stock"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((one) => (
          <Tab
            key={one.value}
            value={one.value}
            label={one.label}
            component={RouterLink}
            to={listUrl(one.path)}
            aria-current={one.value === tab ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </>
  );
}
