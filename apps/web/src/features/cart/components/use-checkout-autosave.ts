import type { Cart } from '@windfamily/contract/cart';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useUpdateCart, type CartUpdateResult } from '../api';
import type { CheckoutFormValues } from './checkout-values';

/** What turns the form into a cart update, with the form's rules: loaded at the first save. */
const loadRules = () => import('./checkout-rules');

/** Typing pauses this long before what was typed goes to the cart. */
export const AUTOSAVE_DELAY_MS = 800;

const ADDRESS_FIELDS = new Set<string>([
  'fullname',
  'address',
  'zipcode',
  'city',
  'state',
  'country',
  'phone',
  'email',
  'comment',
]);

/**
 * Keeps the checkout's address and comment in the cart, so that a reload loses nothing: a
 * pause in typing or leaving a field saves; a new country saves at once (the prices follow
 * it). Saves run one after the other, and only when something changed. `saveNow` saves
 * whatever the form holds (even unchanged) after those under way, and answers the cart.
 */
export function useCheckoutAutosave(
  form: UseFormReturn<CheckoutFormValues>,
  cart: Cart,
  withEmail: boolean,
) {
  const { mutateAsync } = useUpdateCart();
  const latestCart = useRef(cart);
  const lastSent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<CartUpdateResult | null>>(Promise.resolve(null));
  const stopped = useRef(false);

  useEffect(() => {
    latestCart.current = cart;
  }, [cart]);

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const enqueue = useCallback(
    (force: boolean): Promise<CartUpdateResult | null> => {
      cancelTimer();
      // What the form holds now, saved after the saves under way.
      const values = form.getValues();
      const cartNow = latestCart.current;
      const save = async () => {
        const { cartUpdateOf } = await loadRules();
        const payload = cartUpdateOf(values, cartNow, { withEmail });
        const sent = JSON.stringify(payload);
        if (!force && sent === lastSent.current) return null;
        lastSent.current = sent;
        return mutateAsync(payload);
      };
      queue.current = queue.current.then(save, save);
      return queue.current;
    },
    [cancelTimer, form, mutateAsync, withEmail],
  );

  /** A save while typing: failures wait for the order, which shows them. */
  const saveQuietly = useCallback(() => {
    if (stopped.current) return;
    enqueue(false).catch((error: unknown) => console.warn('The address was not saved:', error));
  }, [enqueue]);

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (stopped.current || !name || !ADDRESS_FIELDS.has(name)) return;
      cancelTimer();
      if (name === 'country') saveQuietly();
      else
        timer.current = setTimeout(() => {
          timer.current = undefined;
          saveQuietly();
        }, AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [cancelTimer, form, saveQuietly]);

  // An address whose country is not the prices' country: the prices follow the address at once.
  const initialCountryDiffers = useRef(form.getValues('country') !== cart.country);
  useEffect(() => {
    if (initialCountryDiffers.current) saveQuietly();
  }, [saveQuietly]);

  // Leaving the page keeps what was typed last.
  useEffect(
    () => () => {
      if (timer.current !== undefined) saveQuietly();
      cancelTimer();
    },
    [cancelTimer, saveQuietly],
  );

  return {
    /** Leaving a field saves without waiting. */
    flush: () => {
      if (timer.current !== undefined) saveQuietly();
    },
    saveNow: () => enqueue(true),
    /** The order is placed: nothing more goes to this cart. */
    stop: () => {
      stopped.current = true;
      cancelTimer();
    },
  };
}
