import { Box, Divider, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { navLinkProps } from './nav-link-props';

export interface MenuPopupItem {
  key: string;
  label: string;
  /** A link target; without it the item runs `onSelect`. */
  to?: string;
  external?: boolean;
  onSelect?: () => void;
  dividerBefore?: boolean;
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
}: MenuPopupProps) {
  const children: ReactNode[] = [];
  if (header) {
    children.push(
      <Box key="header" component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
        {header}
      </Box>,
      <Divider key="header-divider" component="li" role="separator" />,
    );
  }
  for (const item of items) {
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
        >
          {item.label}
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
