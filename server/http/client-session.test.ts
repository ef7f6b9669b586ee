import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_SESSION_TTL_MS } from '../../shared/constants.ts';
import { issueAccessToken, verifyAccessToken } from '../domain/member-tokens.ts';
import { issueClientSession, verifyClientSession } from './client-session.ts';
import { ApiFailure } from './failure.ts';

vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  return { ...crypto, createHmac: vi.fn(crypto.createHmac) };
});

const ISSUED = new Date('2026-12-01T01:00:00Z');
const at = (ms: number) => new Date(ISSUED.getTime() + ms);

function refusal(token: string, now: Date): ApiFailure {
  try {
    verifyClientSession(token, 'secret', now);
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('the session was accepted');
}

describe('client sessions', () => {
  const { token, expiresAt } = issueClientSession('brand-1', 'secret', ISSUED);

  it('last 18 hours from when they are issued', () => {
    expect(CLIENT_SESSION_TTL_MS).toBe(18 * 60 * 60 * 1000);
    expect(expiresAt).toEqual(at(CLIENT_SESSION_TTL_MS));
  });

  it('are accepted until the last millisecond before they expire', () => {
    expect(verifyClientSession(token, 'secret', at(CLIENT_SESSION_TTL_MS - 1))).toMatchObject({
      brandId: 'brand-1',
      expiresAt: expiresAt.getTime(),
      id: expect.any(String),
    });
  });

  it('are refused with 403 and code 4000 at the instant they expire and after', () => {
    for (const now of [at(CLIENT_SESSION_TTL_MS), at(CLIENT_SESSION_TTL_MS + 1), at(30 * 24 * 60 * 60 * 1000)]) {
      expect(refusal(token, now)).toMatchObject({ status: 403, code: '4000', reasons: [{ code: 'client_session_invalid' }] });
    }
  });

  it('are refused when signed with another secret', () => {
    expect(refusal(issueClientSession('brand-1', 'other', ISSUED).token, ISSUED)).toMatchObject({ status: 403, code: '4000' });
  });
});

describe('client sessions verified once', () => {
  it('check a token’s signature at its first call only, and its expiry at every call', () => {
    const { token } = issueClientSession('brand-2', 'secret', ISSUED);
    const signatures = vi.mocked(createHmac);
    signatures.mockClear();
    expect(verifyClientSession(token, 'secret', ISSUED).brandId).toBe('brand-2');
    expect(signatures).toHaveBeenCalledTimes(1);
    expect(verifyClientSession(token, 'secret', at(1000)).brandId).toBe('brand-2');
    expect(signatures).toHaveBeenCalledTimes(1);
    expect(refusal(token, at(CLIENT_SESSION_TTL_MS))).toMatchObject({ status: 403, code: '4000' });
    // kept per secret: the same token is not taken for one signed with another
    expect(() => verifyClientSession(token, 'other', ISSUED)).toThrow(ApiFailure);
  });
});

describe('client sessions and member access tokens', () => {
  it('are never taken for one another, though signed with the same secret', () => {
    const session = issueClientSession('brand-1', 'secret', ISSUED).token;
    expect(verifyAccessToken(session, 'secret', ISSUED)).toEqual({ ok: false, reason: 'invalid' });
    const access = issueAccessToken({ memberId: 'm', brandId: 'brand-1', sessionId: 's' }, 'secret', ISSUED).token;
    expect(() => verifyClientSession(access, 'secret', ISSUED)).toThrow(ApiFailure);
  });
});
