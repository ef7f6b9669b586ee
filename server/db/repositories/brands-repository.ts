import type { Db } from '../client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A brand by its id (a UUID) or its code, or undefined. */
export function findBrandByRef(db: Db, ref: string) {
  return db
    .selectFrom('hotel_brands')
    .selectAll()
    .where(UUID.test(ref) ? 'id' : 'code', '=', UUID.test(ref) ? ref.toLowerCase() : ref)
    .executeTakeFirst();
}

/** One page of a brand's hotels in code order (optionally only some codes), and how many there are in all. */
export async function pageBrandHotels(db: Db, brandId: string, page: { offset: number; limit: number; codes?: string[] }) {
  let query = db.selectFrom('hotels').where('brand_id', '=', brandId);
  if (page.codes) query = query.where('code', 'in', page.codes);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('code').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A hotel's own page and its brand's registered site origins (the hotel by its code, or by its id), or undefined for an unknown hotel. */
export function findFramingSites(db: Db, hotel: string, by: 'code' | 'id' = 'code') {
  return db
    .selectFrom('hotels')
    .innerJoin('hotel_brands', 'hotel_brands.id', 'hotels.brand_id')
    .select(['hotels.url', 'hotel_brands.site_origins'])
    .where(by === 'code' ? 'hotels.code' : 'hotels.id', '=', hotel)
    .executeTakeFirst();
}
