import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address. With no trusted proxy (`hops` 0) it is the socket's peer, whatever
 * X-Forwarded-For says: that header is written by the client. Behind `hops` trusted proxies
 * (TRUST_PROXY=N) it is the entry N places from the right of X-Forwarded-For: each proxy
 * appends the address it was reached from, so the entries left of that one are the client's
 * own words. A header shorter than the chain gives its leftmost entry, as proxy-addr does.
 */
export function clientAddress(c: Context, hops: number): string {
  const socket = socketAddress(c);
  if (hops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  return forwarded[Math.max(forwarded.length - hops, 0)]!;
}

/** The socket's peer address; in-process requests (tests) have none. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped loopback. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
