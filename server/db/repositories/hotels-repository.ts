import type { Db } from '../client.ts';

/** A hotel row by its code, or undefined. */
export function findHotelByCode(db: Db, code: string) {
  return db.selectFrom('hotels').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A hotel row. */
export type HotelRow = NonNullable<Awaited<ReturnType<typeof findHotelByCode>>>;

/** A brand row by id. */
export function findBrand(db: Db, id: string) {
  return db.selectFrom('hotel_brands').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The hotel's kids tiers in display order. */
export function listKidsTiers(db: Db, hotelId: string) {
  return db.selectFrom('kids_tiers').selectAll().where('hotel_id', '=', hotelId).orderBy('sort').execute();
}

/** A kids tier row. */
export type KidsTierRow = Awaited<ReturnType<typeof listKidsTiers>>[number];
