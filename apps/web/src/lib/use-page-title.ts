import { useEffect } from 'react';
import { appConfig } from './app-config';

/** The document title of a page: '{brand} | {title}', with 'DEV ' in front in dev mode. */
export function formatPageTitle(title: string): string {
  const prefix = appConfig.mode === 'dev' ? 'DEV ' : '';
  return `${prefix}${appConfig.brand} | ${title}`;
}

/** Sets the document title while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
