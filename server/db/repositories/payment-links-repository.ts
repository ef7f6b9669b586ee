import type { Selectable } from 'kysely';
import type { LinkTransaction } from '../../domain/payment-link.ts';
import type { Db } from '../client.ts';
import type { PaymentLinksTable } from '../payments-schema.ts';
import '../payments-schema.ts';

/** A payment link's row. */
export type PaymentLinkRow = Selectable<PaymentLinksTable>;

/** Records a new payment link. */
export function insertPaymentLink(
  db: Db,
  link: Pick<PaymentLinkRow, 'hotel_id' | 'payment_number' | 'reservation_id' | 'currency' | 'amount' | 'descriptions' | 'expires_at'> & {
    at: Date;
    /** A change's link: the reservation's update_count after that change. */
    change_count?: number | null;
  },
): Promise<PaymentLinkRow> {
  const { at, descriptions, ...values } = link;
  return db
    .insertInto('payment_links')
    .values({ ...values, descriptions: JSON.stringify(descriptions), amount_changed_at: at, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Withdraws the open link of an earlier change of a reservation: a later change asks anew what is
 * due (or nothing), and a cancelled stay owes nothing. A link already paid stays as it is (its
 * payment is the reservation's money).
 */
export async function withdrawOpenChangeLinks(db: Db, reservationId: string, at: Date): Promise<void> {
  await db
    .updateTable('payment_links as l')
    .set({ status: 'cancelled', updated_at: at })
    .where('l.reservation_id', '=', reservationId)
    .where('l.change_count', 'is not', null)
    .where('l.status', '=', 'open')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payment_transactions as t').select('t.id').whereRef('t.payment_link_id', '=', 'l.id').where('t.status', '=', 'captured'))),
    )
    .execute();
}

/** A link by its payment number. */
export function findPaymentLink(db: Db, paymentNumber: string): Promise<PaymentLinkRow | undefined> {
  return db.selectFrom('payment_links').selectAll().where('payment_number', '=', paymentNumber).executeTakeFirst();
}

/** The link's payment transactions, oldest first. */
export async function linkTransactions(db: Db, linkId: string): Promise<LinkTransaction[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .select(['id', 'status', 'captured_amount', 'refunded_amount'])
    .where('payment_link_id', '=', linkId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, status: row.status, capturedAmount: row.captured_amount, refundedAmount: row.refunded_amount }));
}

/** Changes a link's amount (the open page then asks for a reload). */
export async function changePaymentLinkAmount(db: Db, linkId: string, amount: number, at: Date): Promise<void> {
  await db.updateTable('payment_links').set({ amount, amount_changed_at: at, updated_at: at }).where('id', '=', linkId).execute();
}

/** Sets what staff decided of a link: open, completed (settled another way) or cancelled. */
export async function setPaymentLinkStatus(db: Db, linkId: string, status: PaymentLinkRow['status'], at: Date): Promise<void> {
  await db.updateTable('payment_links').set({ status, updated_at: at }).where('id', '=', linkId).execute();
}

/** The link's transaction the gateway knows by `gatewayPaymentId`, if it is one of this link's. */
export function findLinkTransaction(db: Db, linkId: string, gatewayPaymentId: string) {
  return db
    .selectFrom('payment_transactions')
    .select(['id', 'status', 'failure_reason'])
    .where('payment_link_id', '=', linkId)
    .where('gateway_payment_id', '=', gatewayPaymentId)
    .executeTakeFirst();
}

/** Why the link's newest transaction failed, if it did. */
export async function lastLinkFailure(db: Db, linkId: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_transactions')
    .select(['status', 'failure_reason'])
    .where('payment_link_id', '=', linkId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status === 'failed' ? row.failure_reason : null;
}

/** The reservation's change payment link still to pay: open, not expired, no payment captured on it (its latest, as one is open at a time). */
export function openChangeLink(db: Db, reservationId: string, now: Date): Promise<Pick<PaymentLinkRow, 'payment_number' | 'amount'> | undefined> {
  return db
    .selectFrom('payment_links as l')
    .select(['l.payment_number', 'l.amount'])
    .where('l.reservation_id', '=', reservationId)
    .where('l.change_count', 'is not', null)
    .where('l.status', '=', 'open')
    .where((eb) => eb.or([eb('l.expires_at', 'is', null), eb('l.expires_at', '>', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payment_transactions as t').select('t.id').whereRef('t.payment_link_id', '=', 'l.id').where('t.status', '=', 'captured'))),
    )
    .orderBy('l.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
