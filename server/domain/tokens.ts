import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no I, L, O, U, 0, 1). */
const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A reservation number a guest can read over the phone: "YD" and 8 characters. */
export function newReservationNumber(): string {
  let out = 'YD';
  for (let i = 0; i < 8; i += 1) out += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return out;
}

/** A bypass token: 24 random bytes; only its hash is stored. */
export function newBypassToken(): string {
  return randomBytes(24).toString('base64url');
}

/** SHA-256 of a string, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
