import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no I, L, O, U, 0, 1). */
const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A reservation number a guest can read over the phone: "YD" and 8 characters. */
export function newReservationNumber(): string {
  let out = 'YD';
  for (let i = 0; i < 8; i += 1) out += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return out;
}

/**
 * A payment link's number: "PL" and 16 characters. The link's URL is all a payer needs, so the
 * number must not be guessed (30^16, about 10^23).
 */
export function newPaymentNumber(): string {
  let out = 'PL';
  for (let i = 0; i < 16; i += 1) out += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
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

/** Derives a purpose-bound 32-byte value from a client session id and its idempotency key. */
function derive(purpose: string, sessionId: string, key: string): Buffer {
  return createHash('sha256').update(`yado:${purpose}\0${sessionId}\0${key}`).digest();
}

/** What an idempotency key is stored as: its hash, scoped to the client session that sent it. */
export function idempotencyKeyHash(sessionId: string, key: string): string {
  return derive('idempotency-key', sessionId, key).toString('hex');
}

/**
 * Seals a booking's first answer (it holds the bypass token and the guest's details) with
 * AES-256-GCM under a key derived from the client's own idempotency key, which is never
 * stored: only a repeat of the same request from the same session can open it.
 */
export function sealAnswer(answer: unknown, sessionId: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive('idempotency-seal', sessionId, key), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens a sealed answer; null when it was sealed under another session or key. */
export function openAnswer(sealed: string, sessionId: string, key: string): unknown {
  const bytes = Buffer.from(sealed, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive('idempotency-seal', sessionId, key), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A message with the tokens of its links (a reservation's bypass token, a member's confirmation
 * or password reset token; plain or URL-encoded) blanked out: what is kept of an e-mail once it
 * has gone, and what the demo mailbox shows a stranger.
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/((?:bypass_token|confirmation_token|reset_password_token)(?:=|%3D))[A-Za-z0-9_-]+/gi, '$1hidden');
}
