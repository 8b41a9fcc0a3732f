import { queryOptions } from '@tanstack/react-query';
import type { PromoCodePublic } from '@windfamily/contract/pricing';
import { api } from '../../../lib/http';
import { cartKeys } from '.';

/** What a promo code gives (its public page); a 404 for an unknown or expired code. */
export const promoCodeQuery = (slug: string) =>
  queryOptions({
    queryKey: cartKeys.promocode(slug),
    queryFn: () =>
      api.get<PromoCodePublic>(`/api/store/promocodes_public/${encodeURIComponent(slug)}/`),
    staleTime: 60_000,
  });
