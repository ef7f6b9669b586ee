import { sql } from 'kysely';
import type { ReservationExtraLine } from '../../../shared/api/extras.ts';
import type { CatalogueExtra } from '../../domain/extras.ts';
import type { Db } from '../client.ts';
import type { Names } from '../schema.ts';
import './extras-tables.ts';

/** Room plan codes of the hotel by extra id, for the extras their plan includes at no charge. */
async function inclusiveCodes(db: Db, hotelId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('hotel_plan_inclusive_extras as pie')
    .innerJoin('room_plans as rp', 'rp.hotel_plan_id', 'pie.hotel_plan_id')
    .select(['pie.extra_id', 'rp.code'])
    .where('rp.hotel_id', '=', hotelId)
    .orderBy('rp.code')
    .execute();
  const codes = new Map<string, string[]>();
  for (const row of rows) codes.set(row.extra_id, [...(codes.get(row.extra_id) ?? []), row.code]);
  return codes;
}

/**
 * The hotel's extras (sold or not: the rules decide) with the nights of [checkin, checkout)
 * each dated extra is sold on, and the room plans that include each.
 */
export async function loadExtrasCatalogue(db: Db, hotelId: string, checkin: string, checkout: string): Promise<CatalogueExtra[]> {
  // three reads at once: the hotel's extras, their nights of the stay and the plans that include them
  const [extras, nights, included] = await Promise.all([
    db.selectFrom('extras').selectAll().where('hotel_id', '=', hotelId).orderBy('sort').orderBy('code').execute(),
    db
      .selectFrom('extra_dates as d')
      .innerJoin('extras as e', 'e.id', 'd.extra_id')
      .select(['d.extra_id', 'd.service_date', 'd.price', 'd.stock_total', 'd.stock_sold'])
      .where('e.hotel_id', '=', hotelId)
      .where('d.service_date', '>=', checkin)
      .where('d.service_date', '<', checkout)
      .orderBy('d.service_date')
      .execute(),
    inclusiveCodes(db, hotelId),
  ]);
  if (extras.length === 0) return [];
  return extras.map((e) => ({
    id: e.id,
    names: e.names,
    descriptions: e.descriptions,
    extra_type: e.extra_type,
    unit: e.unit,
    min_quantity: e.min_quantity,
    max_quantity: e.max_quantity,
    price: e.price,
    tax_rate_bp: e.tax_rate_bp,
    deadline_days_before: e.deadline_days_before,
    deadline_hour: e.deadline_hour,
    active: e.active,
    sale_starts_on: e.sale_starts_on,
    sale_ends_on: e.sale_ends_on,
    stock_total: e.stock_total,
    stock_sold: e.stock_sold,
    dates: nights
      .filter((n) => n.extra_id === e.id)
      .map((n) => ({ date: n.service_date, price: n.price, stock_total: n.stock_total, stock_sold: n.stock_sold })),
    inclusive_room_plan_codes: included.get(e.id) ?? [],
  }));
}

/**
 * Takes `quantity` units of an extra (of one night for a dated extra) inside the caller's
 * transaction, only while `stock_sold + quantity <= stock_total` (or the stock is unlimited).
 * False when too few are left: the caller must roll back. Callers take lines in (extra, night)
 * order so concurrent bookings queue instead of deadlocking.
 */
export async function takeExtraStock(trx: Db, extraId: string, date: string | null, quantity: number): Promise<boolean> {
  const enough = sql<boolean>`(stock_total IS NULL OR stock_sold + ${quantity} <= stock_total)`;
  const result =
    date === null
      ? await trx
          .updateTable('extras')
          .set({ stock_sold: sql`stock_sold + ${quantity}` })
          .where('id', '=', extraId)
          .where(enough)
          .executeTakeFirst()
      : await trx
          .updateTable('extra_dates')
          .set({ stock_sold: sql`stock_sold + ${quantity}` })
          .where('extra_id', '=', extraId)
          .where('service_date', '=', date)
          .where(enough)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives units back (a cancelled reservation). */
export async function releaseExtraStock(trx: Db, extraId: string, date: string | null, quantity: number): Promise<void> {
  const back = { stock_sold: sql<number>`greatest(stock_sold - ${quantity}, 0)` };
  if (date === null) await trx.updateTable('extras').set(back).where('id', '=', extraId).execute();
  else await trx.updateTable('extra_dates').set(back).where('extra_id', '=', extraId).where('service_date', '=', date).execute();
}

/** A reservation's extra lines as rows to insert, with each extra's names in every language as they are now. */
export function reservationExtraRows(reservationId: string, lines: readonly ReservationExtraLine[], names: ReadonlyMap<string, Names>) {
  return lines.map((line, position) => ({
    reservation_id: reservationId,
    position,
    extra_id: line.extra_id,
    names: JSON.stringify(names.get(line.extra_id) ?? { en: line.name }),
    extra_type: line.extra_type,
    unit: line.unit,
    service_date: line.date,
    quantity: line.quantity,
    unit_price: line.unit_price,
    price: line.price,
    price_without_tax: line.price_without_tax,
    tax: line.tax,
    inclusive: line.inclusive,
  }));
}

/** A reservation's extra lines in booking order. */
export function findReservationExtras(db: Db, reservationId: string) {
  return db.selectFrom('reservation_extras').selectAll().where('reservation_id', '=', reservationId).orderBy('position').execute();
}

/** Marks a reservation's charged lines as given back and returns them; lines given back before are skipped. */
export function markExtrasReleased(trx: Db, reservationId: string) {
  return trx
    .updateTable('reservation_extras')
    .set({ stock_released: true })
    .where('reservation_id', '=', reservationId)
    .where('inclusive', '=', false)
    .where('stock_released', '=', false)
    .returning(['extra_id', 'service_date', 'quantity'])
    .execute();
}

/** Spec 1 §3 room plan `inclusive_extra_ids`: by room plan code, the extras its plan includes (on sale or not). */
export async function inclusiveExtraIdsByRoomPlan(db: Db, hotelId: string): Promise<Record<string, string[]>> {
  const byPlan: Record<string, string[]> = {};
  for (const [extraId, codes] of await inclusiveCodes(db, hotelId)) {
    for (const code of codes) byPlan[code] = [...(byPlan[code] ?? []), extraId];
  }
  return byPlan;
}

/**
 * A changed reservation's extra lines, inside its transaction: the charged lines the new stay
 * dropped are deleted (give their stock back first), the included lines replaced by the new
 * plan's and stay's.
 */
export async function replaceChangedExtras(
  trx: Db,
  reservationId: string,
  droppedIds: string[],
  inclusive: ReturnType<typeof reservationExtraRows>,
): Promise<void> {
  if (droppedIds.length > 0) await trx.deleteFrom('reservation_extras').where('id', 'in', droppedIds).execute();
  await trx.deleteFrom('reservation_extras').where('reservation_id', '=', reservationId).where('inclusive', '=', true).execute();
  if (inclusive.length > 0) await trx.insertInto('reservation_extras').values(inclusive).execute();
}
