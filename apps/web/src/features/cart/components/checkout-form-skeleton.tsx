import { Skeleton } from '@mui/material';
import { createPortal } from 'react-dom';

/** Where the address, payment and order steps come while their chunk (or the session) loads. */
export function CheckoutFormSkeleton({ orderSlot }: { orderSlot: HTMLElement | null }) {
  return (
    <>
      <Skeleton variant="rounded" height={520} aria-hidden="true" />
      <Skeleton variant="rounded" height={160} aria-hidden="true" />
      {orderSlot &&
        createPortal(<Skeleton variant="rounded" height={220} aria-hidden="true" />, orderSlot)}
    </>
  );
}
