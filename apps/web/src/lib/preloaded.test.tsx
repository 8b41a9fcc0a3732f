import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module reads the page's answers when it loads: each test loads it anew.
async function loadWith(answers: Record<string, unknown> | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'preloaded-answers';
  script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(script);
  vi.resetModules();
  return import('./preloaded');
}

afterEach(() => document.getElementById('preloaded-answers')?.remove());

describe('preloaded answers', () => {
  it('are used once each: a second read of the same path goes to the network', async () => {
    const { takePreloaded } = await loadWith({ '/api/status/': { status: 200, body: { ok: 1 } } });
    expect(takePreloaded('/api/status/')).toEqual({ status: 200, body: { ok: 1 } });
    expect(takePreloaded('/api/status/')).toBeUndefined();
    expect(takePreloaded('/api/other/')).toBeUndefined();
  });

  it('are none when the page has none or they do not parse', async () => {
    vi.resetModules();
    expect((await import('./preloaded')).takePreloaded('/api/status/')).toBeUndefined();
    const { takePreloaded } = await loadWith('{not json');
    expect(takePreloaded('/api/status/')).toBeUndefined();
  });

  describe('as initial data of a query', () => {
    let client: QueryClient;
    beforeEach(() => {
      client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    });

    async function renderQuery(
      path: string,
      toData?: (a: { status: number; body: unknown }) => unknown,
      ownStaleTime: number | null = 60_000,
    ) {
      const { preloadedData } = await loadWith({
        '/api/login/': { status: 401, body: { detail: 'no' } },
        '/api/store/cart/': { status: 200, body: { item_count: 3 } },
      });
      const fetcher = vi.fn(async () => ({ item_count: 'fetched' }));
      function Probe() {
        const { data } = useQuery({
          queryKey: [path],
          queryFn: fetcher,
          ...preloadedData(path, toData),
          ...(ownStaleTime === null ? {} : { staleTime: ownStaleTime }),
        });
        return <p>{data === undefined ? 'nothing yet' : JSON.stringify(data)}</p>;
      }
      render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      );
      return fetcher;
    }

    it('shows the answer at the first render and fetches nothing', async () => {
      const fetcher = await renderQuery('/api/store/cart/');
      expect(screen.getByText('{"item_count":3}')).toBeVisible();
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('maps an answer that is not a 200 as told (a 401 of the session is "nobody")', async () => {
      const fetcher = await renderQuery('/api/login/', ({ status }) =>
        status === 401 ? null : undefined,
      );
      expect(screen.getByText('null')).toBeVisible();
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('counts as fresh as the page for a query without a staleTime of its own', async () => {
      const fetcher = await renderQuery('/api/store/cart/', undefined, null);
      expect(screen.getByText('{"item_count":3}')).toBeVisible();
      // A refetch on mount starts as the query's observer subscribes, within the render.
      expect(client.getQueryState(['/api/store/cart/'])?.fetchStatus).toBe('idle');
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('fetches as usual when the page has no answer for the path', async () => {
      const fetcher = await renderQuery('/api/status/');
      expect(await screen.findByText('{"item_count":"fetched"}')).toBeVisible();
      expect(fetcher).toHaveBeenCalledTimes(1);
    });
  });
});
