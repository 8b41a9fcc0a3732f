import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from './app-config';
import { formatPageTitle, usePageTitle } from './use-page-title';

const original = { ...appConfig };
afterEach(() => Object.assign(appConfig, original));

describe('usePageTitle', () => {
  it("sets '{brand} | {title}' in production", () => {
    Object.assign(appConfig, { brand: 'Windfamily', mode: 'prod' });
    renderHook(() => usePageTitle('Home'));
    expect(document.title).toBe('Windfamily | Home');
  });

  it("prefixes 'DEV ' in dev mode", () => {
    Object.assign(appConfig, { brand: 'Windfamily', mode: 'dev' });
    renderHook(() => usePageTitle('Home'));
    expect(document.title).toBe('DEV Windfamily | Home');
  });

  it('follows a changing title and the configured brand', () => {
    Object.assign(appConfig, { brand: 'Skyfamily', mode: 'prod' });
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Home' },
    });
    rerender({ title: 'Backoffice' });
    expect(document.title).toBe('Skyfamily | Backoffice');
    expect(formatPageTitle('About')).toBe('Skyfamily | About');
  });
});
