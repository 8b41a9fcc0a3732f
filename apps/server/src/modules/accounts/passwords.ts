import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id settings: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable as a value)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check, so that unknown accounts answer as slowly as known ones. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
