import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimKeyQuery, deleteExpiredKeys } from '../../server/db/repositories/idempotency-repository.ts';
import { findHotelByCode } from '../../server/db/repositories/hotels-repository.ts';
import { CLIENT_SESSION_HEADER, IDEMPOTENCY_WINDOW_MS } from '../../shared/constants.ts';
import { book, bookingBody } from '../support/booking.ts';
import { findSecretsInClear } from '../support/secret-scan.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('secrets at rest on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('keeps no bypass token, idempotency key or client session in clear, whether booked once or replayed', async () => {
    const key = randomUUID();
    const body = bookingBody({ checkin_date: '2027-03-03', checkout_date: '2027-03-04' });
    const first = await book(server, body, key);
    expect(first.status).toBe(201);
    const replay = await book(server, body, key);
    // the same session's repeat still gets the whole first answer, token included
    expect(replay.json.data).toEqual(first.json.data);
    const secrets = [first.json.data.bypass_token, key, server.headers[CLIENT_SESSION_HEADER]!];
    // the confirmation e-mail waiting in the outbox carries the guest's link until it is sent
    const found = (await findSecretsInClear(server.db, secrets)).filter((place) => !place.startsWith('outbox.body_'));
    expect(found).toEqual([]);
  });

  it('keeps no client-session secret in the database', async () => {
    const rows = await server.db.selectFrom('app_settings').select('key').execute();
    expect(rows.map((r) => r.key)).not.toContain('session_secret');
  });

  it('treats a replayed key from another client session as a new key', async () => {
    const key = randomUUID();
    const body = bookingBody({ checkin_date: '2027-03-05', checkout_date: '2027-03-06' });
    const first = await book(server, body, key);
    const ownSession = server.headers[CLIENT_SESSION_HEADER]!;
    await server.travelTo(TEST_NOW); // a new client session at the same time
    expect(server.headers[CLIENT_SESSION_HEADER]).not.toBe(ownSession);
    const stranger = await book(server, body, key);
    expect(stranger.status).toBe(201);
    expect(stranger.json.data.reservation_number).not.toBe(first.json.data.reservation_number);
    expect(stranger.json.data.bypass_token).not.toBe(first.json.data.bypass_token);
  });

  it('lets a key go after its 24-hour window, and the cleanup removes only expired keys', async () => {
    const hotel = (await findHotelByCode(server.db, 'demo-kyoto'))!;
    const now = TEST_NOW;
    const claimKey = async (_: unknown, hotelId: string, keyHash: string, requestHash: string, at: Date, expiresAt: Date) =>
      (await claimKeyQuery(server.db, {
        hotel_id: hotelId,
        key_hash: keyHash,
        request_hash: requestHash,
        sealed_response: 'sealed',
        created_at: at,
        expires_at: expiresAt,
      }).executeTakeFirst()) !== undefined;
    const later = new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS);
    expect(await claimKey(server.db, hotel.id, 'hash-window', 'request-a', now, later)).toBe(true);
    expect(await claimKey(server.db, hotel.id, 'hash-window', 'request-b', now, later)).toBe(false);
    // once the window has ended the same key is claimed afresh
    const afterWindow = new Date(later.getTime() + 1);
    expect(await claimKey(server.db, hotel.id, 'hash-window', 'request-b', afterWindow, new Date(afterWindow.getTime() + IDEMPOTENCY_WINDOW_MS))).toBe(true);
    expect(await claimKey(server.db, hotel.id, 'hash-old', 'request-c', now, later)).toBe(true);
    const before = await server.db.selectFrom('idempotency_keys').select('key_hash').execute();
    expect(await deleteExpiredKeys(server.db, afterWindow)).toBeGreaterThanOrEqual(1);
    const left = (await server.db.selectFrom('idempotency_keys').select('key_hash').execute()).map((r) => r.key_hash);
    expect(left).toContain('hash-window');
    expect(left).not.toContain('hash-old');
    expect(left.length).toBeLessThan(before.length);
  });
});
