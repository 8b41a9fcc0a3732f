import { Box, Button } from '@mui/material';
import { useLocation } from 'react-router';
import { isEntryActive, isNavMenu, type NavEntry } from './nav-items';
import { navButtonSx } from './nav-button-sx';
import { NavDropdown } from './nav-dropdown';
import { navLinkProps } from './nav-link-props';

/** The menu as a row of buttons and dropdowns (900 px and wider). */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap', gap: { md: 0, lg: 0.25 } }}
    >
      {entries.map((entry) => {
        const active = isEntryActive(entry, pathname);
        return isNavMenu(entry) ? (
          <NavDropdown key={entry.id} menu={entry} active={active} />
        ) : (
          <Button
            key={entry.to}
            color="inherit"
            {...navLinkProps(entry)}
            aria-current={active ? 'page' : undefined}
            sx={navButtonSx(active)}
          >
            {entry.label}
          </Button>
        );
      })}
    </Box>
  );
}
