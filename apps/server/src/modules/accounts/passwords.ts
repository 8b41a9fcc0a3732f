import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../../config';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable as a value)
const OPTIONS: Record<PasswordHashCost, Parameters<typeof hash>[1]> = {
  // OWASP's recommended argon2id settings: 19 MiB, 2 iterations, 1 lane.
  standard: { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  // The least argon2id takes: the tests' thousands of accounts hash in a millisecond or two
  // instead of some forty. Refused when APP_MODE=prod (config.ts).
  low: { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 },
};

/** The password's argon2id hash; its cost travels in it, so `verifyPassword` needs none. */
export const hashPassword = (password: string, cost: PasswordHashCost = 'standard') =>
  hash(password, OPTIONS[cost]);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
/** Spends the time of a real check, so that unknown accounts answer as slowly as known ones. */
export async function verifyAgainstDummy(
  password: string,
  cost: PasswordHashCost = 'standard',
): Promise<void> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) dummyHashes.set(cost, (dummyHash = hashPassword('not-a-real-password', cost)));
  await verifyPassword(await dummyHash, password);
}
