import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { WatchedResponse } from '../../tests/support/watched-response.ts';
import { compressAnswers } from './compress-answers.ts';

const json = (text: string) => new WatchedResponse(text, { headers: { 'content-type': 'application/json', 'content-length': String(text.length) } });
const LARGE = JSON.stringify({ data: 'x'.repeat(2000) });

describe('compressAnswers', () => {
  it('leaves a short answer alone, without asking for its body', async () => {
    const answer = json('{"data":{}}');
    const app = new Hono().use(compressAnswers()).get('/', () => answer);
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response).toBe(answer);
    expect(answer.bodyAsked).toBe(0);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('sends a long answer to a client that takes no coding as it is, saying it could vary', async () => {
    const answer = json(LARGE);
    const app = new Hono().use(compressAnswers()).get('/', () => answer);
    const response = await app.request('/');
    expect(response).toBe(answer);
    expect(answer.bodyAsked).toBe(0);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(LARGE);
  });

  it('compresses a long answer for a client that takes gzip', async () => {
    const app = new Hono().use(compressAnswers()).get('/', () => json(LARGE));
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(LARGE);
  });
});
