import { describe, expect, it } from 'vitest';
import { isWebstatsCollectUrl } from './webstats';

describe('isWebstatsCollectUrl', () => {
  it('knows the collection call with or without its slash or a query', () => {
    for (const url of [
      '/api/webstats/collect/',
      '/api/webstats/collect',
      '/api/webstats/collect?x=1',
      '/api/webstats/collect/?x=1',
    ])
      expect(isWebstatsCollectUrl(url)).toBe(true);
  });

  it('leaves every other path alone', () => {
    for (const url of [
      '/api/webstats/',
      '/api/webstats/collected',
      '/api/webstats/collect/x',
      '/api/webstats/collect//',
      '/webstats/collect/',
    ])
      expect(isWebstatsCollectUrl(url)).toBe(false);
  });
});
