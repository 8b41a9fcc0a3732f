import { orderApiPaths } from '@windfamily/contract/api-paths';
import { ORDER_KEY_PATTERN } from '@windfamily/contract/orders';
import type { PagePreloader } from '../../plugins/web-app';

/**
 * The order page's own call, so that the order comes with its page. Only a key of the right
 * shape is asked for: the answer is the same the browser would get (a wrong key is the same
 * rate-limited 404).
 */
export const orderPagePreloads: PagePreloader = {
  calls(pathname) {
    const match = /^\/store\/orders\/([^/]+)\/?$/i.exec(pathname);
    const key = match?.[1];
    return key && ORDER_KEY_PATTERN.test(key) ? [orderApiPaths.publicOrder(key)] : [];
  },
};
