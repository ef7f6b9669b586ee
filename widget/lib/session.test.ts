// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/render.tsx';
import { configureApiClient } from './api-client.ts';
import { clientSessionKey, getClientSession } from './session.ts';

function answer(token: string, expiresInMs = 3_600_000) {
  return json(201, { data: { client_session: token, expires_at: new Date(Date.now() + expiresInMs).toISOString(), hotel_brand_id: 'b-1' } });
}

beforeEach(() => {
  localStorage.clear();
  configureApiClient({}, { reset: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('client session', () => {
  it('asks the identity service with the hotel code and keeps the token in localStorage, never a cookie', async () => {
    const { requests } = mockFetch(() => answer('cs-1'));
    expect(await getClientSession('sakura-kyoto')).toBe('cs-1');
    expect(requests[0]!.body).toEqual({ key: 'sakura-kyoto' });
    expect(requests[0]!.headers.has('x-client-session')).toBe(false);
    const stored = JSON.parse(localStorage.getItem('yado.sakura-kyoto.client_session')!);
    expect(stored.value.token).toBe('cs-1');
    expect(stored.expires).toBeGreaterThan(Date.now());
    expect(document.cookie).toBe('');
  });

  it('reuses the stored token while it lives, and shares one request between callers', async () => {
    const { requests } = mockFetch(() => answer('cs-1'));
    const [a, b] = await Promise.all([getClientSession('sakura-kyoto'), getClientSession('sakura-kyoto')]);
    expect([a, b, await getClientSession('sakura-kyoto')]).toEqual(['cs-1', 'cs-1', 'cs-1']);
    expect(requests).toHaveLength(1);
  });

  it('gets a new token once the stored one expired, and keeps hotels apart', async () => {
    let n = 0;
    const { requests } = mockFetch(() => answer(`cs-${++n}`, 120_000));
    await getClientSession('sakura-kyoto');
    const stored = JSON.parse(localStorage.getItem(clientSessionKey('sakura-kyoto'))!);
    localStorage.setItem(clientSessionKey('sakura-kyoto'), JSON.stringify({ ...stored, expires: Date.now() - 1 }));
    expect(await getClientSession('sakura-kyoto')).toBe('cs-2');
    expect(await getClientSession('umi-osaka')).toBe('cs-3');
    expect(requests).toHaveLength(3);
  });
});
