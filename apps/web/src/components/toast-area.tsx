import { useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { lazy } from '../lib/lazy';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The toast area: at the bottom centre, and at the top on phones and tablets, whose screens
 * keep their own buttons at the bottom (a dialog's, a bar of actions) where a toast would
 * cover them. Toasts only ever follow something the visitor did, so the toast library loads
 * at the first interaction instead of with the page; a toast raised meanwhile waits in the
 * library's store and shows as soon as the area is there.
 */
export function ToastArea() {
  const [needed, setNeeded] = useState(false);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  useEffect(() => {
    if (needed) return;
    const show = () => setNeeded(true);
    INTERACTIONS.forEach((type) =>
      window.addEventListener(type, show, { once: true, capture: true }),
    );
    return () =>
      INTERACTIONS.forEach((type) => window.removeEventListener(type, show, { capture: true }));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={isPhone ? 'top-center' : 'bottom-center'} />
    </Suspense>
  );
}
