import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import type { AddressInfo } from 'node:net';
import { sendPendingMail } from '../../server/mail/outbox-sender.ts';
import { book } from '../support/booking.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe('the e-mail outbox over SMTP', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: Array<{ to: string; data: string }> = [];
  let port = 0;
  let reject = false;

  beforeAll(async () => {
    server = await createTestServer();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          if (reject) return callback(new Error('mailbox unavailable'));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await server.close();
  });

  it('sends the confirmation over SMTP and marks it sent; a refused send stays pending to retry a minute later', async () => {
    const { json } = await book(server);
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
    reject = true;
    expect(await sendPendingMail(server.db, transport, 'Yado <reservations@yado.example>', { now: TEST_NOW })).toBe(0);
    const waiting = await server.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toContain('mailbox unavailable');

    reject = false;
    const minuteLater = new Date(TEST_NOW.getTime() + 60_000);
    expect(await sendPendingMail(server.db, transport, 'Yado <reservations@yado.example>', { now: minuteLater })).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('hanako@example.com');
    expect(received[0]!.data).toContain(json.data.reservation_number);
    const sent = await server.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).not.toBeNull();
    // the guest got the link that opens the reservation; the copy kept in the outbox did not
    expect(received[0]!.data.replace(/=\r\n/g, '')).toContain(json.data.bypass_token);
    expect(`${sent.body_text}${sent.body_html}`).not.toContain(json.data.bypass_token);
    expect(sent.body_text).toContain('bypass_token%3Dhidden');
    expect(await sendPendingMail(server.db, transport, 'x@example.com', { now: minuteLater })).toBe(0);
    transport.close();
  });
});
