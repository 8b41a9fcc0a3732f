/** A GET answer the server put into the page: its status and parsed body. */
export interface PreloadedAnswer {
  status: number;
  body: unknown;
}

/**
 * The answers the server put into index.html (`<script id="preloaded-answers">`) for the
 * calls this page makes first, by path. Read once; each is used once, by the first query of
 * its path, so that later reads go to the network.
 */
const answers = new Map<string, PreloadedAnswer>();
{
  const element =
    typeof document === 'undefined' ? null : document.getElementById('preloaded-answers');
  try {
    const parsed = JSON.parse(element?.textContent || '{}') as Record<string, PreloadedAnswer>;
    for (const [path, answer] of Object.entries(parsed)) answers.set(path, answer);
  } catch {
    // A page without answers, or a broken one: every query fetches.
  }
}

/** When the page (and so its answers) came from the server. */
const servedAt = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

/** The preloaded answer of GET `path`, once. */
export function takePreloaded(path: string): PreloadedAnswer | undefined {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/**
 * How long a preloaded answer counts as fresh for a query that sets no `staleTime` of its own
 * (a query that does keeps its own): long enough that the page's first mount does not fetch
 * what it came with, short enough that coming back to the page later asks again.
 */
const PRELOADED_FRESH_MS = 10_000;

const okBody = <T>(answer: PreloadedAnswer) =>
  answer.status === 200 ? (answer.body as T) : undefined;

/**
 * Query options that start a query with the page's preloaded answer of `path`, as fresh as
 * the page: the first render shows the data instead of a skeleton, and nothing is fetched
 * twice. Without one (or when `toData` cannot use it) the query fetches as usual. A query's
 * own `staleTime`, given after these options, replaces theirs.
 */
export function preloadedData<T>(
  path: string,
  toData: (answer: PreloadedAnswer) => T | undefined = okBody<T>,
) {
  return {
    initialData: (): T | undefined => {
      const answer = takePreloaded(path);
      return answer ? toData(answer) : undefined;
    },
    initialDataUpdatedAt: servedAt,
    staleTime: (query: { state: { dataUpdatedAt: number } }) =>
      query.state.dataUpdatedAt === servedAt ? PRELOADED_FRESH_MS : 0,
  };
}
