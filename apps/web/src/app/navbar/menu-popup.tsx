import { Box, Divider, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { withWingModels, type NavMenu } from './nav-items';
import { navLinkProps } from './nav-link-props';
import { NavMarker } from './nav-marker';
import { useWingModels } from './use-wing-models';

export interface MenuPopupItem {
  key: string;
  label: string;
  /** A link target; without it the item runs `onSelect`. */
  to?: string;
  external?: boolean;
  onSelect?: () => void;
  dividerBefore?: boolean;
  marker?: string;
  nested?: boolean;
}

export interface MenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  labelledBy: string;
  onClose: () => void;
  align: 'left' | 'right';
  minWidth: number;
  header?: ReactNode;
  items: MenuPopupItem[];
  /** The navbar menu shown: its wing models load with the popup and join `items`. */
  navMenu?: NavMenu;
}

/** A dropdown of the navbar (MUI Menu: arrow keys, Escape, focus return); loaded on first use. */
export default function MenuPopup({
  id,
  anchor,
  labelledBy,
  onClose,
  align,
  minWidth,
  header,
  items,
  navMenu,
}: MenuPopupProps) {
  const wings = useWingModels(navMenu?.wingModels === true);
  const shown: MenuPopupItem[] = navMenu
    ? withWingModels(navMenu, wings).map((item) => ({ key: item.to, ...item }))
    : items;
  const children: ReactNode[] = [];
  if (header) {
    children.push(
      <Box key="header" component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
        {header}
      </Box>,
      <Divider key="header-divider" component="li" role="separator" />,
    );
  }
  for (const item of shown) {
    if (item.dividerBefore) {
      children.push(<Divider key={`${item.key}-divider`} component="li" role="separator" />);
    }
    const select = () => {
      onClose();
      item.onSelect?.();
    };
    children.push(
      item.to ? (
        <MenuItem
          key={item.key}
          {...navLinkProps({ label: item.label, to: item.to, external: item.external })}
          onClick={select}
          sx={item.nested ? { pl: 4, fontSize: '0.95rem' } : undefined}
        >
          {item.label}
          {item.marker && <NavMarker>{item.marker}</NavMarker>}
        </MenuItem>
      ) : (
        <MenuItem key={item.key} onClick={select}>
          {item.label}
        </MenuItem>
      ),
    );
  }

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: align }}
      transformOrigin={{ vertical: 'top', horizontal: align }}
      slotProps={{
        list: { 'aria-labelledby': labelledBy },
        paper: { sx: { mt: 0.5, minWidth } },
      }}
    >
      {children}
    </Menu>
  );
}
