import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** A message to send. */
export type OutgoingMail = { kind: string; recipient: string; subject: string; text: string; html: string; reservationId: string | null };

/** After this many failed sends a message is marked failed and left for a person to look at. */
export const MAX_SEND_ATTEMPTS = 5;

/** Queues a message; call inside the transaction that makes it true, so it is sent only if that commits. */
export async function enqueueMail(trx: Db, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      kind: mail.kind, recipient: mail.recipient, subject: mail.subject, body_text: mail.text, body_html: mail.html,
      reservation_id: mail.reservationId, locked_until: null, last_error: null, sent_at: null,
    })
    .execute();
}

/**
 * Leases up to `limit` pending messages for two minutes, skipping rows another sender is
 * claiming, so several servers can drain one outbox and a crashed sender's messages return.
 * The lease is taken in one short statement: sending happens outside any transaction.
 */
export function leasePending(db: Db, limit: number) {
  return db
    .updateTable('outbox')
    .set({ locked_until: sql`now() + interval '2 minutes'`, attempts: sql`attempts + 1` })
    .where('id', 'in', (qb) => qb
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked())
    .returningAll()
    .execute();
}

/** Records the outcome of one send. */
export async function recordSend(db: Db, id: number, error: string | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set(error === null
      ? { status: 'sent', sent_at: sql`now()`, locked_until: null, last_error: null }
      : { status: sql`CASE WHEN attempts >= ${MAX_SEND_ATTEMPTS} THEN 'failed' ELSE 'pending' END`, locked_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** The newest messages first, for the demo mailbox. */
export function listRecentMail(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
