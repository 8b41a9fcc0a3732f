import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../features/catalog';
import { useCountry } from '../../features/cart';
import { NAV_WING_CATEGORY, type WingModel } from './nav-items';

/**
 * The wing models for the Products menu, from the products query of category wings (the
 * same cache the shop pages use). Only the lazily loaded menus call it, when they first
 * render; `enabled` false (other menus) fetches nothing.
 */
export function useWingModels(enabled: boolean): WingModel[] | undefined {
  const country = useCountry();
  const { data } = useQuery({ ...productsQuery(NAV_WING_CATEGORY, country), enabled });
  return enabled ? data?.products : undefined;
}
