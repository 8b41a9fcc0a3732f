import { describe, expect, it } from 'vitest';
import {
  addDays,
  browserOf,
  deviceOf,
  isBot,
  normalPath,
  productOfPath,
  referrerHost,
  refusesTracking,
  viennaDay,
  visitorHash,
} from './visitor';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/131.0.2903.86`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('the visitor hash', () => {
  it('is the same for the same salt, address, browser and site, and 128 bits long', () => {
    const hash = visitorHash('salt-a', '203.0.113.7', CHROME, 'shop.test');
    expect(hash).toBe(visitorHash('salt-a', '203.0.113.7', CHROME, 'shop.test'));
    expect(Buffer.from(hash, 'base64url')).toHaveLength(16);
  });

  it('differs with another salt (day), address, browser or site', () => {
    const hash = visitorHash('salt-a', '203.0.113.7', CHROME, 'shop.test');
    expect(visitorHash('salt-b', '203.0.113.7', CHROME, 'shop.test')).not.toBe(hash);
    expect(visitorHash('salt-a', '203.0.113.8', CHROME, 'shop.test')).not.toBe(hash);
    expect(visitorHash('salt-a', '203.0.113.7', FIREFOX, 'shop.test')).not.toBe(hash);
    expect(visitorHash('salt-a', '203.0.113.7', CHROME, 'other.test')).not.toBe(hash);
  });

  it('holds neither the address nor the browser', () => {
    const hash = visitorHash('salt-a', '203.0.113.7', CHROME, 'shop.test');
    expect(hash).not.toContain('203');
    expect(hash).toMatch(/^[\w-]{22}$/);
  });
});

describe('Vienna days', () => {
  it('start at midnight in Vienna, winter (UTC+1) and summer (UTC+2)', () => {
    expect(viennaDay(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(viennaDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(viennaDay(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(viennaDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('keep their dates across the DST changes (a day of 23 and one of 25 hours)', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; the day ends at 22:00 UTC.
    expect(viennaDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(viennaDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(viennaDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: clocks go from 03:00 back to 02:00; the day ends at 23:00 UTC.
    expect(viennaDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(viennaDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(viennaDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('count on from one to the next across months, years and DST', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('bots, Do-Not-Track and Global Privacy Control', () => {
  it('knows crawlers, headless browsers, monitors and scripts', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'UptimeRobot/2.0',
      '',
    ])
      expect(isBot(agent), agent).toBe(true);
  });

  it('counts people’s browsers', () => {
    for (const agent of [CHROME, EDGE, FIREFOX, IPHONE, IPAD, SAMSUNG, MAC_SAFARI])
      expect(isBot(agent), agent).toBe(false);
  });

  it('honours DNT: 1 and Sec-GPC: 1', () => {
    expect(refusesTracking({ dnt: '1' })).toBe(true);
    expect(refusesTracking({ 'sec-gpc': '1' })).toBe(true);
    expect(refusesTracking({ dnt: '0' })).toBe(false);
    expect(refusesTracking({})).toBe(false);
  });
});

describe('browser and device', () => {
  it('names the browser family', () => {
    expect(browserOf(CHROME)).toBe('Chrome');
    expect(browserOf(EDGE)).toBe('Edge');
    expect(browserOf(FIREFOX)).toBe('Firefox');
    expect(browserOf(IPHONE)).toBe('Safari');
    expect(browserOf(MAC_SAFARI)).toBe('Safari');
    expect(browserOf(SAMSUNG)).toBe('Samsung Internet');
    expect(browserOf(`${CHROME} OPR/115.0.0.0`)).toBe('Opera');
    expect(browserOf('Something/1.0')).toBe('Other');
  });

  it('tells phones, tablets and desktops apart, by the agent, else the screen', () => {
    expect(deviceOf(IPHONE, 390)).toBe('phone');
    expect(deviceOf(SAMSUNG)).toBe('phone');
    expect(deviceOf(IPAD, 820)).toBe('tablet');
    expect(deviceOf(ANDROID_TABLET, 1280)).toBe('tablet');
    expect(deviceOf(MAC_SAFARI, 820)).toBe('tablet');
    expect(deviceOf(CHROME, 1920)).toBe('desktop');
    expect(deviceOf(CHROME, 500)).toBe('phone');
    expect(deviceOf(CHROME)).toBe('desktop');
  });
});

describe('paths and referrers', () => {
  it('keeps only the referrer’s host, and none for the site itself', () => {
    expect(referrerHost('https://www.google.com/search?q=wing', 'shop.test')).toBe('google.com');
    expect(referrerHost('https://shop.test/store/', 'shop.test:3000')).toBe(null);
    expect(referrerHost('not a url', 'shop.test')).toBe(null);
    expect(referrerHost('', 'shop.test')).toBe(null);
  });

  it('reads a product page’s slug and drops a trailing slash', () => {
    expect(productOfPath('/store/products/wings/emilie-peace2')).toBe('emilie-peace2');
    expect(productOfPath('/store/products/wings/emilie-peace2/')).toBe('emilie-peace2');
    expect(productOfPath('/store/categories/wings')).toBe(null);
    expect(normalPath('/store/checkout/')).toBe('/store/checkout');
    expect(normalPath('/')).toBe('/');
  });
});
