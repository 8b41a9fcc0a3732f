import { SALES_PATHS } from '../paths';

// The list's search, filters and page as last shown, so that an order's way back leads there.
let lastListSearch = '';

/** Notes the list's query string (`?search=…&page=2`, or ''). */
export function rememberOrderList(search: string): void {
  lastListSearch = search;
}

/** The list of orders as it was last shown in this tab. */
export const orderListUrl = (): string => `${SALES_PATHS.orders}${lastListSearch}`;
