import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, isLoopback } from './client-address.ts';

async function addressSeen(hops: number, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, hops)));
  const response = await app.request('/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });
  return response.text();
}

describe('the caller’s address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(0, '203.0.113.9')).toBe('unknown');
  });

  it('takes the entry the one trusted proxy wrote, not the client’s own first entry', async () => {
    expect(await addressSeen(1, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts hops from the right behind two proxies', async () => {
    expect(await addressSeen(2, 'spoofed, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // a header shorter than the chain gives its leftmost entry
    expect(await addressSeen(3, '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', 'unknown', '1270.0.0.1'].some(isLoopback)).toBe(false);
  });
});
