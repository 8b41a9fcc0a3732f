import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from './app-config';
import { regionName } from './region-name';

describe('regionName', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete appConfig.country;
    delete appConfig.countryName;
  });

  it("names the visitor's own country as the page came, without the browser's names", () => {
    appConfig.country = 'at';
    appConfig.countryName = 'Österreich (from the page)';
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    expect(regionName('AT')).toBe('Österreich (from the page)');
    expect(regionName('at')).toBe('Österreich (from the page)');
    expect(displayNames).not.toHaveBeenCalled();
  });

  it('names other countries as the browser knows them, and no name for an unknown code', () => {
    appConfig.country = 'at';
    appConfig.countryName = 'Austria';
    expect(regionName('de')).toBe('Germany');
    expect(regionName('XX')).toBeUndefined();
  });
});
