import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './passwords.ts';

describe('passwords', () => {
  it('are hashed with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const first = await hashPassword('Kyoto2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Kyoto2026')).not.toBe(first);
    expect(await checkPassword(first, 'Kyoto2026')).toBe(true);
    expect(await checkPassword(first, 'kyoto2026')).toBe(false);
  });

  it('never match without an account, nor against a broken hash', async () => {
    expect(await checkPassword(null, 'yado dummy password, matches nothing')).toBe(false);
    expect(await checkPassword(null, 'Kyoto2026')).toBe(false);
    expect(await checkPassword('not a hash', 'Kyoto2026')).toBe(false);
  });
});
