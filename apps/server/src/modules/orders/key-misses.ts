import type { FastifyRequest } from 'fastify';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limiter';

/** Wrong order keys from one address: plenty for typos, nothing for guessing 128 bits. */
export const ORDER_KEY_MISSES = { limit: 20, windowSeconds: 15 * 60 };

/**
 * Runs a lookup by an order's secret (its page, its feedback, its payment). Its 404s count
 * against the client's address, and an address with too many is refused (429) before
 * anything is looked up.
 */
export function countingKeyMisses(limiter: RateLimiter) {
  return async function countingMisses<T>(
    request: FastifyRequest,
    lookup: () => Promise<T>,
  ): Promise<T> {
    const key = `order-key:ip:${request.ip}`;
    const retryAfter = await limiter.blocked(key, ORDER_KEY_MISSES);
    if (retryAfter !== null)
      throw tooManyRequests('Too many wrong order links. Please wait a few minutes.', retryAfter);
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        await limiter.hit(key, ORDER_KEY_MISSES);
      throw error;
    }
  };
}
