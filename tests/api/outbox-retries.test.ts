import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import nodemailer from 'nodemailer';
import { MAX_SEND_ATTEMPTS, sendPendingMail } from '../../server/mail/outbox-sender.ts';
import { book } from '../support/booking.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const MINUTE = 60_000;

/** A transport whose every send fails, as an SMTP server that is down. */
const failingTransport = () =>
  nodemailer.createTransport({
    name: 'down',
    version: '1',
    send: (_mail: unknown, callback: (error: Error | null) => void) => callback(new Error('connect ECONNREFUSED 127.0.0.1:25')),
  });

describe.each(DRIVERS)('an e-mail that cannot be sent on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('is retried after 1, 2, 4 … 64 minutes, then marked failed after 8 attempts and logged by id without its text', async () => {
    const { json } = await book(server);
    const mail = await server.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    const transport = failingTransport();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = (at: number) => sendPendingMail(server.db, transport, 'Yado <reservations@yado.example>', { now: new Date(at) });
    const row = () => server.db.selectFrom('outbox').selectAll().where('id', '=', mail.id).executeTakeFirstOrThrow();
    try {
      let at = TEST_NOW.getTime();
      expect(await send(at)).toBe(0);
      for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
        const waiting = await row();
        const wait = 2 ** (attempt - 1) * MINUTE;
        expect(waiting).toMatchObject({ status: 'pending', attempts: attempt });
        expect(waiting.last_error).toContain('ECONNREFUSED');
        expect(waiting.next_attempt_at?.getTime()).toBe(at + wait);
        expect(errors).not.toHaveBeenCalled();
        // not tried again before its time
        await send(at + wait - 1000);
        expect((await row()).attempts).toBe(attempt);
        at += wait;
        await send(at);
      }
      const failed = await row();
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, next_attempt_at: null, sent_at: null });
      expect(errors).toHaveBeenCalledTimes(1);
      const logged = errors.mock.calls[0]!.map(String).join(' ');
      expect(logged).toContain(`message ${mail.id}`);
      expect(logged).not.toContain(json.data.reservation_number);
      expect(logged).not.toContain(mail.recipient);

      // given up for good: a week later nobody tries again
      await send(at + 7 * 24 * 60 * MINUTE);
      expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
      transport.close();
    }
  });
});
