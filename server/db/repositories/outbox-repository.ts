import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** A message to send. */
export type OutgoingMail = { kind: string; recipient: string; subject: string; text: string; html: string; reservationId: string | null };

/** A message as the outbox row that queues it. */
export function outboxRow(mail: OutgoingMail) {
  return {
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html,
    reservation_id: mail.reservationId,
    locked_until: null,
    last_error: null,
    sent_at: null,
  };
}

/** Queues a message; call inside the transaction that makes it true, so it is sent only if that commits. */
export async function enqueueMail(trx: Db, mail: OutgoingMail): Promise<void> {
  await trx.insertInto('outbox').values(outboxRow(mail)).execute();
}

/**
 * Leases up to `limit` messages that are due at `now` for two minutes, skipping rows another
 * sender is claiming, so several servers can drain one outbox and a crashed sender's messages
 * return. The lease counts as an attempt. It is taken in one short statement: sending happens
 * outside any transaction.
 */
export function leasePending(db: Db, limit: number, now: Date) {
  return db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() + 2 * 60_000), attempts: sql`attempts + 1` })
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Records a message as sent, keeping `kept` of its bodies (the links that open a reservation go). */
export async function recordSent(db: Db, id: number, now: Date, kept: { text: string; html: string }): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, locked_until: null, next_attempt_at: null, last_error: null, body_text: kept.text, body_html: kept.html })
    .where('id', '=', id)
    .execute();
}

/** Records a failed send: the message waits until `retryAt`, or is marked failed when that is null. */
export async function recordFailure(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: retryAt ? 'pending' : 'failed', locked_until: null, next_attempt_at: retryAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** The newest messages first, for the demo mailbox. */
export function listRecentMail(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
