import { Suspense, type ComponentProps } from 'react';
import type MarkdownTextType from './markdown-text';
import { PlainMarkdown } from './plain-markdown';
import { lazy } from '../../lib/lazy';

const MarkdownText = lazy(() => import('./markdown-text'));

/** Markdown rendered once its renderer has loaded; its plain text holds the place meanwhile. */
export function LazyMarkdown(props: ComponentProps<typeof MarkdownTextType>) {
  return (
    <Suspense fallback={<PlainMarkdown {...props} />}>
      <MarkdownText {...props} />
    </Suspense>
  );
}
