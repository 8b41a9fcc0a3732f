import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id at OWASP’s cost by default, and at the least cost when asked', async () => {
    const standard = await hashPassword('good-password');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const low = await hashPassword('good-password', 'low');
    expect(low).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    for (const hash of [standard, low]) {
      expect(await verifyPassword(hash, 'good-password')).toBe(true);
      expect(await verifyPassword(hash, 'bad-password')).toBe(false);
    }
  });

  it('answer false for what is no hash', async () => {
    expect(await verifyPassword('!', 'good-password')).toBe(false);
    await expect(verifyAgainstDummy('good-password', 'low')).resolves.toBeUndefined();
  });
});
