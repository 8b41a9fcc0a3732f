import { hash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { shopDayOf } from '../../lib/shop-time';

// The pure parts of counting a page view (docs/decisions/0029-web-statistics.md): the visitor
// hash, the Vienna day, bots, Do-Not-Track and the browser and device of a user agent.

/** A fresh salt for a day's visitor hashes. */
export const newSalt = (): string => randomBytes(32).toString('base64url');

/**
 * The visitor of one day: sha256 of the day's salt, the address, the user agent and the site's
 * host, cut to 128 bits. Without the salt (deleted when the day is over) it leads nowhere.
 */
export function visitorHash(salt: string, ip: string, userAgent: string, host: string): string {
  return hash('sha256', `${salt}\n${ip}\n${userAgent}\n${host}`, 'buffer')
    .subarray(0, 16)
    .toString('base64url');
}

let lastHour = Number.NaN;
let lastDay = '';

/**
 * The day in Vienna of `at`, as `YYYY-MM-DD`. Vienna's offset is whole hours, so the day
 * changes only on the hour: the last hour's answer is reused (one per beacon adds up).
 */
export function viennaDay(at: Date): string {
  const hour = Math.floor(at.getTime() / 3_600_000);
  if (hour !== lastHour) {
    lastDay = shopDayOf(at);
    lastHour = hour;
  }
  return lastDay;
}

/** The day `days` after `day` (both `YYYY-MM-DD`; negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|gtmetrix|phantomjs|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http-client|node-fetch|undici|axios|okhttp|httpclient|libwww|scrapy|monitor|uptime|pingdom|feed/i;

/** A crawler, a monitor or a script, by its user agent (an empty one counts as a script). */
export const isBot = (userAgent: string): boolean => userAgent.trim() === '' || BOT.test(userAgent);

/** The visitor asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
export const refusesTracking = (headers: IncomingHttpHeaders): boolean =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

export type Device = 'desktop' | 'tablet' | 'phone';

/** The browser family of a user agent; the order matters (Edge and Opera say Chrome too). */
export function browserOf(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'Safari';
  return 'Other';
}

/** Phone, tablet or desktop: the user agent's word first, else the screen's width. */
export function deviceOf(userAgent: string, screenWidth?: number | null): Device {
  if (/iPad|Tablet|Android(?!.*Mobile)/.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/.test(userAgent)) return 'phone';
  if (screenWidth && screenWidth < 768) return 'phone';
  // iPads show as a Mac; a desktop screen this narrow is rare.
  if (screenWidth && screenWidth <= 1024 && /Macintosh/.test(userAgent)) return 'tablet';
  return 'desktop';
}

/** The referrer's host without `www.`, or null for none, a bad one or the site itself. */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    if (
      !host ||
      host ===
        siteHost
          .toLowerCase()
          .replace(/:\d+$/, '')
          .replace(/^www\./, '')
    )
      return null;
    return host;
  } catch {
    return null;
  }
}

const PRODUCT_PATH = /^\/store\/products\/[^/]+\/([^/]+)\/?$/;

/** The product slug of a product page's path, or null. */
export const productOfPath = (path: string): string | null => PRODUCT_PATH.exec(path)?.[1] ?? null;

/** The path without a trailing slash (the shop answers both), `/` stays. */
export const normalPath = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
