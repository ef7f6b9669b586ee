import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, issueAccessToken, newMemberToken, storedHash, verifyAccessToken } from './member-tokens.ts';

const NOW = new Date('2026-12-01T01:00:00Z');
const CLAIMS = { memberId: 'member-1', brandId: 'brand-1', sessionId: 'session-1' };

describe('access tokens', () => {
  it('say who signed in, for which brand and session, until 15 minutes later', () => {
    const { token, expiresAt } = issueAccessToken(CLAIMS, 'secret', NOW);
    expect(expiresAt.getTime() - NOW.getTime()).toBe(ACCESS_TOKEN_TTL_MS);
    expect(verifyAccessToken(token, 'secret', new Date(expiresAt.getTime() - 1))).toEqual({ ok: true, claims: { ...CLAIMS, expiresAt: expiresAt.getTime() } });
    expect(verifyAccessToken(token, 'secret', expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when signed with another secret, altered, or malformed', () => {
    const { token } = issueAccessToken(CLAIMS, 'secret', NOW);
    expect(verifyAccessToken(token, 'other', NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), m: 'member-2' })).toString('base64url');
    expect(verifyAccessToken(`${altered}.${signature}`, 'secret', NOW).ok).toBe(false);
    for (const bad of ['', 'a', 'a.b', `${token}.x`, `${payload}.`]) expect(verifyAccessToken(bad, 'secret', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('member tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const token = newMemberToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newMemberToken()).not.toBe(token);
    expect(storedHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(storedHash(token)).not.toContain(token);
  });
});
