import { useState } from 'react';
import { useLocation, useMatch } from 'react-router';
import { CHECKOUT_PATH } from '../paths';

interface DrawerState {
  open: boolean;
  /** Opened at least once: its code has been asked for. */
  used: boolean;
  /** The item count last seen; undefined until the cart has answered. */
  count: number | undefined;
  pathname: string;
}

/**
 * The cart drawer's state (SPEC.md section 2): it opens by itself when the item count rises
 * above its previous value (an add-to-cart anywhere), never on the checkout page, and closes
 * there, when the cart becomes empty and when the visitor goes to another page. The first
 * answer of the cart is no rise: the drawer stays shut on page load.
 */
export function useCartDrawer(count: number | undefined) {
  const { pathname } = useLocation();
  const onCheckout = useMatch(CHECKOUT_PATH) !== null;
  const [state, setState] = useState<DrawerState>({ open: false, used: false, count, pathname });

  let next = state;
  if (count !== undefined && count !== state.count) {
    const rose = state.count !== undefined && count > state.count;
    const open = rose ? !onCheckout : count === 0 ? false : next.open;
    next = { ...next, count, open, used: next.used || open };
  }
  if (pathname !== next.pathname) next = { ...next, pathname, open: false };
  if (next.open && onCheckout) next = { ...next, open: false };
  // Adjusting state while rendering (React's pattern for state derived from changing input).
  if (next !== state) setState(next);

  return {
    open: next.open,
    used: next.used,
    onCheckout,
    show: () => {
      if (!onCheckout) setState((current) => ({ ...current, open: true, used: true }));
    },
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
