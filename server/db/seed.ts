import { sql } from 'kysely';
import type { Db } from './client.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedCoupons } from './seed-coupons.ts';
import { seedExtras } from './seed-extras.ts';
import { seedQuestions } from './seed-questions.ts';
import { seedRestrictions } from './seed-restrictions.ts';
import { seedGuestDetails } from './seed-guest-details.ts';
import { seedDayUse } from './seed-day-use.ts';
import { seedPrograms } from './seed-programs.ts';
import { seedMemberRates } from './seed-member-rates.ts';
import { DEMO_HOTELS, type SeedHotel, type SeedPlan } from './seed-data.ts';

/** Days of inventory and rates the demo data covers: 18 months from the day it is loaded. */
export const DEMO_DAYS = 549;

/**
 * The demo data's version: raise it when the demo gains rows a database loaded earlier lacks
 * (5: extras, coupons, questions, notices, stay restrictions, guest details, day use, undated search;
 * 6: Taipei's children's meals and beds as extras, the programme with companions;
 * 7: card, deposit and pay-at-hotel plans; 8: the early bird's card kept as guarantee;
 * 9: member programmes with ranks, and member rates; 10: Kyoto's qualified-invoice issuer and
 * registration number on receipts; 11: Kyoto's Saturday minimum stay and New Year rule from the
 * data's third day, so today's and tomorrow's stays sell; 12: the hot spring's closure two weeks
 * after the data's first day instead of in December 2026).
 */
export const DEMO_DATA_VERSION = 12;

/** What seedDemo found: it loaded the demo, or the demo was there (current or from an older version). */
export type DemoSeedResult = 'loaded' | 'current' | 'outdated';

/**
 * Loads the demo brand, hotels, rooms, plans, policies and 18 months of rates and inventory,
 * once: does nothing when the brand exists, but says whether that demo is older than this
 * version's (its new demo rows are then missing). Rates and inventory are generated in SQL.
 */
export async function seedDemo(db: Db, today: string): Promise<DemoSeedResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('hotel_brands').select('id').where('code', '=', 'yado-demo').executeTakeFirst();
    if (existing) {
      const version = await trx.selectFrom('app_settings').select('value').where('key', '=', 'demo_data_version').executeTakeFirst();
      return Number(version?.value ?? 0) >= DEMO_DATA_VERSION ? 'current' : 'outdated';
    }
    await trx
      .insertInto('app_settings')
      .values({ key: 'demo_data_version', value: String(DEMO_DATA_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(DEMO_DATA_VERSION) }))
      .execute();
    const brand = await trx
      .insertInto('hotel_brands')
      .values({ code: 'yado-demo', names: JSON.stringify({ en: 'Yado Demo Hotels', ja: 'ヤド・デモホテルズ' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const hotel of DEMO_HOTELS) await seedHotel(trx, brand.id, hotel, today);
    await seedNotifications(trx, today);
    await seedCoupons(trx, today);
    await seedExtras(trx, today);
    await seedQuestions(trx, today);
    await seedRestrictions(trx, today);
    await seedGuestDetails(trx, today);
    await seedDayUse(trx, today);
    await seedPrograms(trx, brand.id);
    await seedMemberRates(trx, brand.id);
    return 'loaded' as const;
  });
}

/** Loads one hotel of the demo data's shape: its tiers, policies, room types, plans, rates and inventory. */
export async function seedHotel(trx: Db, brandId: string, h: SeedHotel, today: string): Promise<void> {
  const { id: hotelId } = await trx
    .insertInto('hotels')
    .values({
      brand_id: brandId,
      code: h.code,
      names: JSON.stringify(h.names),
      descriptions: JSON.stringify(h.descriptions),
      addresses: JSON.stringify(h.addresses),
      phone: h.phone,
      email: h.email,
      url: h.url,
      currency: h.currency,
      timezone: h.timezone,
      checkin_time: '15:00',
      checkout_time: '11:00',
      tax_rate_bp: h.tax_rate_bp,
      book_languages: h.book_languages,
      locale: h.locale,
      settings: JSON.stringify(h.settings),
      invoice_issuer_name: h.invoice?.issuer_name ?? null,
      invoice_registration_number: h.invoice?.registration_number ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('kids_tiers')
    .values(
      h.kidsTiers.map((t, sort) => ({
        ...t,
        hotel_id: hotelId,
        names: JSON.stringify(t.names),
        meal_bed_rates: JSON.stringify(t.meal_bed_rates ?? {}),
        sort,
      })),
    )
    .execute();

  const policyIds: Record<string, string> = {};
  for (const [key, p] of Object.entries(h.policies)) {
    const row = await trx
      .insertInto('cancellation_policies')
      .values({
        hotel_id: hotelId,
        names: JSON.stringify(p.names),
        descriptions: JSON.stringify(p.descriptions),
        parts: JSON.stringify(p.parts),
        no_show_percentage: p.no_show_percentage,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    policyIds[key] = row.id;
  }

  for (const [sort, rt] of h.roomTypes.entries()) {
    const { id: roomTypeId } = await trx
      .insertInto('room_types')
      .values({
        hotel_id: hotelId,
        code: rt.code,
        names: JSON.stringify(rt.names),
        descriptions: JSON.stringify(rt.descriptions),
        size_sqm: rt.size_sqm,
        size_tatami: rt.size_tatami,
        bed_count: rt.bed_count,
        bed_type: rt.bed_type,
        smoking: rt.smoking,
        wifi: rt.wifi,
        bath: rt.bath,
        shower: rt.shower,
        bathtub: rt.bathtub,
        toilet: rt.toilet,
        max_guests: rt.max_guests,
        accessibility: rt.accessibility ?? [],
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO room_inventory (room_type_id, stay_date, total)
      SELECT ${roomTypeId}::uuid, d::date, ${rt.rooms}::int FROM generate_series(${today}::date, ${today}::date + ${DEMO_DAYS}::int, interval '1 day') d`.execute(
      trx,
    );

    for (const [planSort, plan] of h.plans.entries()) {
      const hotelPlan =
        (await trx.selectFrom('hotel_plans').select('id').where('hotel_id', '=', hotelId).where('code', '=', plan.code).executeTakeFirst()) ??
        (await insertPlan(trx, hotelId, plan, policyIds[plan.policy]!, planSort, today));
      const { id: roomPlanId } = await trx
        .insertInto('room_plans')
        .values({ hotel_id: hotelId, code: `${rt.code}--${plan.code}`, room_type_id: roomTypeId, hotel_plan_id: hotelPlan.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      // each further adult adds 60% of the base; Friday and Saturday nights cost 25% more
      await sql`INSERT INTO room_rates (room_plan_id, stay_date, adults, price)
        SELECT ${roomPlanId}::uuid, d::date, a,
          (round((${rt.base}::numeric * (1 + 0.6 * (a - 1)) * (CASE WHEN extract(isodow FROM d) IN (5, 6) THEN 1.25 ELSE 1 END)
            * ${plan.factor}::numeric + ${plan.mealPerAdult}::numeric * a) / ${h.rounding}) * ${h.rounding})::bigint
        FROM generate_series(${today}::date, ${today}::date + ${DEMO_DAYS}::int, interval '1 day') d, generate_series(1, ${rt.max_guests}::int) a`.execute(trx);
    }
  }
}

async function insertPlan(trx: Db, hotelId: string, plan: SeedPlan, policyId: string, sort: number, today: string): Promise<{ id: string }> {
  const created = await trx
    .insertInto('hotel_plans')
    .values({
      hotel_id: hotelId,
      code: plan.code,
      names: JSON.stringify(plan.names),
      descriptions: JSON.stringify(plan.descriptions),
      meal: plan.meal,
      cancellation_policy_id: policyId,
      sort,
      sale_limit: plan.saleLimit ?? null,
      payment_types: plan.paymentTypes ?? ['on_site'],
      deposit_percentage: plan.depositPercentage ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (plan.stockPerNight !== undefined) {
    await sql`INSERT INTO plan_inventory (hotel_plan_id, stay_date, total)
      SELECT ${created.id}::uuid, d::date, ${plan.stockPerNight}::int FROM generate_series(${today}::date, ${today}::date + ${DEMO_DAYS}::int, interval '1 day') d`.execute(
      trx,
    );
  }
  return created;
}
