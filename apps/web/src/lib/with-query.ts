/** The filters of a list call: each set one goes into the query string. */
export type ListFilters = Record<string, string>;

/** `path?page=…&…`: the page (when asked) and the filters that are set, in their order. */
export function withQuery(path: string, filters: ListFilters, page?: number): string {
  const params = new URLSearchParams();
  if (page !== undefined) params.set('page', String(page));
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
