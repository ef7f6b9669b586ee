import type { Db } from '../client.ts';

/**
 * Counts one more receipt of a reservation and keeps the name (and zh_Hant company number) it
 * carries; answers the issue's number (1 the first). In the caller's transaction, on a locked row.
 */
export async function recordReceiptIssue(db: Db, reservationId: string, name: string | null, companyNumber: string | null): Promise<number> {
  const row = await db
    .updateTable('reservations')
    .set((eb) => ({ receipt_issues: eb('receipt_issues', '+', 1), receipt_name: name, receipt_company_number: companyNumber }))
    .where('id', '=', reservationId)
    .returning('receipt_issues')
    .executeTakeFirstOrThrow();
  return row.receipt_issues;
}

/** The price and tax rate of each extra line bought with a reservation (the rate of the extra as sold now). */
export function listExtraPriceRates(db: Db, reservationId: string) {
  return db
    .selectFrom('reservation_extras as re')
    .innerJoin('extras as e', 'e.id', 're.extra_id')
    .select(['re.price as price', 'e.tax_rate_bp as rateBp'])
    .where('re.reservation_id', '=', reservationId)
    .execute();
}

/** What the fees of a reservation's rooms cancelled on their own add up to (0 when none was). */
export async function cancelledRoomFees(db: Db, reservationId: string): Promise<number> {
  const row = await db
    .selectFrom('reservation_rooms')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('cancellation_fee'), eb.lit(0)).as('fees'))
    .where('reservation_id', '=', reservationId)
    .where('cancelled_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.fees);
}

/** Moves a reservation's check-in and check-out dates (the e2e run's stay-ended hook, server/demo/test-hooks.ts). */
export async function moveStayDates(db: Db, reservationId: string, checkin: string, checkout: string): Promise<void> {
  await db.updateTable('reservations').set({ checkin_date: checkin, checkout_date: checkout }).where('id', '=', reservationId).execute();
}
