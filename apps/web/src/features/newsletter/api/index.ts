import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  NewsletterStatus,
  SubscriberList,
  SubscriberStatusName,
} from '@windfamily/contract/newsletter';
import { api } from '../../../lib/http';

const ADMIN_SUBSCRIBERS = '/api/newsletter/admin/subscribers/';
/** The export's address: a plain link, so the browser downloads it with the session cookie. */
export const SUBSCRIBERS_CSV_URL = '/api/newsletter/admin/subscribers.csv';

export interface SubscriberFilters {
  page: number;
  status: SubscriberStatusName | '';
  search: string;
}

/** The newsletter's query keys (the back office's list). */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribers: (filters: SubscriberFilters) =>
    [...newsletterKeys.all, 'subscribers', filters] as const,
};

export function subscriberQueryString({ page, status, search }: SubscriberFilters): string {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  if (search) params.set('search', search);
  return params.toString();
}

export const subscribersQuery = (filters: SubscriberFilters) =>
  queryOptions({
    queryKey: newsletterKeys.subscribers(filters),
    queryFn: () =>
      api.get<SubscriberList>(`${ADMIN_SUBSCRIBERS}?${subscriberQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (filters: SubscriberFilters) => useQuery(subscribersQuery(filters));

/** Follows a mailed link: confirms or unsubscribes the address of `secret`. */
export const useSecretAction = (action: 'confirm' | 'unsubscribe') =>
  useMutation({
    mutationFn: (secret: string) =>
      api.post<NewsletterStatus>(`/api/newsletter/${action}/`, { secret }),
  });
