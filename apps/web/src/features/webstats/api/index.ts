import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WEBSTATS_PATHS, type Webstats } from '@windfamily/contract/webstats';
import { api } from '../../../lib/http';

export interface Period {
  from: string;
  to: string;
}

export const webstatsKeys = {
  all: ['webstats'] as const,
  period: (period: Period) => [...webstatsKeys.all, period.from, period.to] as const,
};

/** The figures of a period; fetched again every minute for the real-time visitors. */
export const webstatsQuery = (period: Period) =>
  queryOptions({
    queryKey: webstatsKeys.period(period),
    queryFn: () =>
      api.get<Webstats>(
        `${WEBSTATS_PATHS.stats}?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useWebstats = (period: Period) => useQuery(webstatsQuery(period));
