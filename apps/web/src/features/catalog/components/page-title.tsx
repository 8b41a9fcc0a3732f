import { usePageTitle } from '../../../lib/use-page-title';

/**
 * Sets the document title where it is rendered: a page that may show the not-found page
 * instead renders this only in its other branches, so the not-found page's title stays.
 */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
