import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { WatchedResponse } from '../../tests/support/watched-response.ts';
import { noStore } from './no-store.ts';

describe('noStore', () => {
  it('tells caches not to keep the answer, which stays the handler’s own', async () => {
    const answer = new WatchedResponse('{"data":{}}', { headers: { 'content-type': 'application/json', 'cache-control': 'max-age=60' } });
    const app = new Hono().use(noStore).get('/', () => answer);
    const response = await app.request('/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response).toBe(answer);
    expect(answer.bodyAsked).toBe(0);
  });
});
