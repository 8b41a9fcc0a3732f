import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone gave is the one held, in constant time. Lengths are compared in
 * bytes, so a non-ASCII value cannot make it throw.
 */
export function sameSecret(given: string, held: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(held);
  return left.length === right.length && timingSafeEqual(left, right);
}
