import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { leasePending, recordSend } from '../db/repositories/outbox-repository.ts';

/** Sends one batch of pending outbox messages over SMTP; returns how many were sent. */
export async function sendPendingMail(db: Db, transport: Transporter, from: string, batch = 20): Promise<number> {
  let sent = 0;
  for (const mail of await leasePending(db, batch)) {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body_text, html: mail.body_html });
      await recordSend(db, mail.id, null);
      sent += 1;
    } catch (error) {
      await recordSend(db, mail.id, error instanceof Error ? error.message : String(error));
    }
  }
  return sent;
}

/**
 * Drains the outbox every `intervalMs` while the server runs, when SMTP_URL is set. Returns a
 * function that stops it.
 */
export function startOutboxSender(db: Db, options: { smtpUrl: string; from: string; intervalMs?: number }): () => void {
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sendPendingMail(db, transport, options.from);
    } catch (error) {
      console.error('outbox: sending failed', error);
    } finally {
      running = false;
    }
  }, options.intervalMs ?? 2000);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
