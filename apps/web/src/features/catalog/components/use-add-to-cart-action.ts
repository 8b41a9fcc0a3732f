import type { AddItemPayload } from '@windfamily/contract/cart';
import { useRef } from 'react';
import { useAddToCart } from '../../cart';
import { ADDED_TO_CART, addErrorMessage, notifyError, notifySuccess } from './notify';

/**
 * Puts something in the cart: one request at a time (a second click while one is on its
 * way does nothing), a toast on success (the cart drawer opens by itself as the count rises)
 * and the server's reason in an error toast.
 */
export function useAddToCartAction() {
  const mutation = useAddToCart();
  const sending = useRef(false);
  const add = (payload: AddItemPayload) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(payload, {
      onSuccess: () => notifySuccess(ADDED_TO_CART),
      onError: (error) => notifyError(addErrorMessage(error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return { add, pending: mutation.isPending };
}
