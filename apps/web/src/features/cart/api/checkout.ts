import { useMutation } from '@tanstack/react-query';
import type { CheckoutQuery, CheckoutResult } from '@windfamily/contract/orders';
import { api } from '../../../lib/http';

/**
 * Orders what is in the cart (`POST cart/checkout/?delivery_method=…&comment=…&payment_method=…`).
 * The answer is the order and where to go next; the cart is empty afterwards. A retry of a
 * checkout that went through answers the same order.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: ({
      delivery_method,
      comment = '',
      payment_method = 'bank_transfer',
    }: CheckoutQuery) =>
      api.post<CheckoutResult>(
        `/api/store/cart/checkout/?${new URLSearchParams({ delivery_method, comment, payment_method }).toString()}`,
      ),
  });
}
