import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { COUNTRY_CODES } from '@windfamily/contract/country-codes';
import { DEFAULT_COUNTRY } from '@windfamily/contract/messages';

/** Country headers set by common proxies and CDNs. */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-appengine-country',
  'x-country-code',
];

interface GeoIp {
  lookup(ip: string): { country: string } | null;
}
let geoip: GeoIp | undefined;
const loadGeoIp = (): GeoIp => (geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIp);

/** A country code we know, in lower case, or undefined. */
export const knownCountry = (code: unknown): string | undefined => {
  if (typeof code !== 'string') return undefined;
  const lower = code.trim().toLowerCase();
  return COUNTRY_CODES.has(lower) ? lower : undefined;
};

/** The visitor's country: a proxy's header, else the offline GeoIP database, else Austria. */
export function countryOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  for (const header of COUNTRY_HEADERS) {
    const code = knownCountry(request.headers[header]);
    if (code) return code;
  }
  return knownCountry(loadGeoIp().lookup(request.ip)?.country) ?? DEFAULT_COUNTRY;
}
