// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { createElement, lazy as reactLazy, type ComponentType } from 'react';

/**
 * React's `lazy`, except that a load that failed is not kept: the next render loads again.
 * React keeps a rejected import for the page's lifetime, so a chunk that failed to load once
 * (the network dropped for a moment) would break its part of the page until a reload; here
 * the error page shows the failure and the next visit tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own `lazy` signature
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<React.ComponentProps<T>> {
  const attempt = () =>
    reactLazy(() =>
      load().catch((error: unknown) => {
        current = attempt();
        throw error;
      }),
    );
  let current = attempt();
  return function Lazy(props: React.ComponentProps<T>) {
    return createElement(current, props);
  };
}
