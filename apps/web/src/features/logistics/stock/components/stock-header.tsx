import { Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../../../../components/backoffice/admin-page-header';
import { useIsMobile } from '../../../../components/backoffice/use-is-mobile';
import { listUrl } from '../../../../components/backoffice/use-list-params';
import { STOCK_PATHS } from '../paths';

const TABS = [
  { value: 'levels', label: 'Levels', path: STOCK_PATHS.levels },
  { value: 'moves', label: 'Moves', path: STOCK_PATHS.moves },
  { value: 'reservations', label: 'Reservations', path: STOCK_PATHS.reservations },
  { value: 'checks', label: 'Stock checks', short: 'Checks', path: STOCK_PATHS.checks },
] as const satisfies readonly { value: string; label: string; short?: string; path: string }[];

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
  const isMobile = useIsMobile();
  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} actions={actions} />
      <Tabs
        component="nav"
        value={tab}
        aria-label="Stock"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          // Four tabs side by side on a phone: shorter, in the sentence's case.
          ...(isMobile && { '& .MuiTab-root': { textTransform: 'none', minWidth: 0, px: 1 } }),
        }}
      >
        {TABS.map((one) => (
          <Tab
            key={one.value}
            value={one.value}
            label={isMobile && 'short' in one ? one.short : one.label}
            aria-label={one.label}
            component={RouterLink}
            to={listUrl(one.path)}
            aria-current={one.value === tab ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </>
  );
}
