import type { UpdateCartPayload } from '@windfamily/contract/cart';
import { useRef } from 'react';
import { useUpdateCart } from '../api';
import { CART_UPDATE_FAILED, errorMessage, notifyError } from './notify';

/**
 * Changes one cart line through the whole-cart update: its amount, or its removal. A refusal
 * (e.g. not enough stock, 409) shows the server's sentence in an error toast, and the cart is
 * fetched again (useUpdateCart does that). One change at a time: while one is saved, others
 * are dropped.
 */
export function useCartLine(lineId: number) {
  const update = useUpdateCart();
  const busy = useRef(false);

  const send = async (payload: UpdateCartPayload) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await update.mutateAsync(payload);
      if (!result.success) notifyError(result.error.publicMessage || CART_UPDATE_FAILED);
    } catch (error) {
      notifyError(errorMessage(error, CART_UPDATE_FAILED));
    } finally {
      busy.current = false;
    }
  };

  return {
    pending: update.isPending,
    setAmount: (amount: number) => void send({ items: [{ id: lineId, amount }] }),
    remove: () => void send({ items: [{ id: lineId, amount: 0 }], removed_items: [lineId] }),
  };
}
