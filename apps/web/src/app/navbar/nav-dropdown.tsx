import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button } from '@mui/material';
import { navButtonSx } from './nav-button-sx';
import type { NavMenu } from './nav-items';
import { PopupMenu, usePopupMenu } from './popup-menu';

interface NavDropdownProps {
  menu: NavMenu;
  active: boolean;
}

/** A top-level desktop entry that opens its sub-menu. */
export function NavDropdown({ menu, active }: NavDropdownProps) {
  const { open, buttonProps, popup } = usePopupMenu();
  return (
    <>
      <Button
        {...buttonProps}
        color="inherit"
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={navButtonSx(active)}
      >
        {menu.label}
      </Button>
      <PopupMenu
        state={popup}
        align="left"
        minWidth={200}
        items={menu.items.map((item) => ({ key: item.to, ...item }))}
        navMenu={menu}
      />
    </>
  );
}
