import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

/**
 * A lazy part of a page (a form and its libraries) that starts loading once the page has
 * painted, `fallback` until it has come. The app's first render is a transition
 * (docs/decisions/0039-first-render-in-slices.md), and React commits a first render only when
 * every lazy part in it has loaded: without this, the page's first paint would wait for the
 * part's code. Mounted after the first paint (a later page), it loads at once.
 */
export function AfterFirstPaint({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}
