import { Link as RouterLink } from 'react-router';
import type { NavLinkItem } from './nav-items';

/** Props that make a MUI Button, MenuItem or ListItemButton follow a menu link. */
export const navLinkProps = (item: NavLinkItem) =>
  item.external
    ? ({ component: 'a', href: item.to } as const)
    : ({ component: RouterLink, to: item.to } as const);
