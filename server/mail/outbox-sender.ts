import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { leasePending, recordFailure, recordSent } from '../db/repositories/outbox-repository.ts';
import { withoutLinkTokens } from '../domain/tokens.ts';

/** After this many failed sends a message is marked failed and left for a person to look at. */
export const MAX_SEND_ATTEMPTS = 8;

/** The wait before the first retry; each further failure doubles it (1, 2, 4 … 64 minutes). */
export const FIRST_RETRY_DELAY_MS = 60_000;

/** When a message that has failed `attempts` times may be tried again; null once it is given up. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_SEND_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1));
}

/**
 * Sends one batch of the outbox messages due at `now` over SMTP; returns how many were sent. A
 * failed send is retried later, each time after twice the wait, and given up after
 * MAX_SEND_ATTEMPTS: the message is marked failed and logged by id (never its text, which holds
 * the guest's details).
 */
export async function sendPendingMail(db: Db, transport: Transporter, from: string, { now = new Date(), batch = 20 } = {}): Promise<number> {
  let sent = 0;
  for (const mail of await leasePending(db, batch, now)) {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body_text, html: mail.body_html });
      // once sent, the guest's link is theirs alone: the kept copy loses its bypass token
      await recordSent(db, mail.id, now, { text: withoutLinkTokens(mail.body_text), html: withoutLinkTokens(mail.body_html) });
      sent += 1;
    } catch (error) {
      const next = retryAt(mail.attempts, now);
      await recordFailure(db, mail.id, error instanceof Error ? error.message : String(error), next);
      if (!next)
        console.error(`outbox: gave up on message ${mail.id} (${mail.kind}) after ${mail.attempts} failed attempts; its last error is in the outbox row`);
    }
  }
  return sent;
}

/**
 * Drains the outbox every `intervalMs` while the server runs, when SMTP_URL is set. Returns a
 * function that stops it.
 */
export function startOutboxSender(db: Db, options: { smtpUrl: string; from: string; intervalMs?: number; now?: () => Date }): () => void {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sendPendingMail(db, transport, options.from, { now: now() });
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
