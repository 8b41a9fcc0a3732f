import { Suspense, useId, useState, type MouseEvent } from 'react';
import type { MenuPopupProps } from './menu-popup';
import { lazy } from '../../lib/lazy';

const LazyMenuPopup = lazy(() => import('./menu-popup'));
const preloadMenuPopup = () => void import('./menu-popup');

/**
 * State of a navbar dropdown: props for its button and for `PopupMenu`. The menu's code loads
 * when the button is first hovered, focused or clicked, keeping it out of the initial bundle.
 */
export function usePopupMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return {
    open,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'true' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
      onPointerEnter: preloadMenuPopup,
      onFocus: preloadMenuPopup,
    },
    popup: { used, id: menuId, anchor, labelledBy: buttonId, onClose: close },
  };
}

type PopupState = ReturnType<typeof usePopupMenu>['popup'];
type PopupMenuProps = Omit<MenuPopupProps, 'id' | 'anchor' | 'labelledBy' | 'onClose'> & {
  state: PopupState;
};

/** Renders the dropdown once it has been opened. */
export function PopupMenu({ state: { used, ...state }, ...props }: PopupMenuProps) {
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LazyMenuPopup {...state} {...props} />
    </Suspense>
  );
}
