import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's floor for argon2id: 19 MiB, 2 passes, 1 lane (research/next-capabilities.md §1). The
 * library's default algorithm is argon2id (its `Algorithm` is a const enum, which this build
 * cannot import); passwords.test.ts checks the hashes say so.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A password's argon2id hash (PHC string, salted). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of no one's password, made once: unknown e-mails are checked against it so they take as long as known ones. */
let dummy: Promise<string> | undefined;

/**
 * Whether `password` is the one `passwordHash` was made from. Without a hash (no such account)
 * the password is checked against a dummy hash all the same, and the answer is false.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword('yado dummy password, matches nothing');
  const target = passwordHash ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}
