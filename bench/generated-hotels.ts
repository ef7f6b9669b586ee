// Generated hotels for the growth figures (growth.mjs): demo-kyoto's settings, tiers and first
// two plans, with 1, 10 or 100 copies of its first room type (codes bench-types-1, -10, -100),
// in the demo brand so the bench's client session reaches them. Rates and inventory as the demo.
// Usage: node --import tsx bench/generated-hotels.ts (with DATA_DIR or DATABASE_URL)
import { readConfig } from '../server/config.ts';
import { configuredTarget, openDb } from '../server/db/client.ts';
import { seedHotel } from '../server/db/seed.ts';
import { DEMO_HOTELS } from '../server/db/seed-data.ts';

/** Room types of the generated hotels. */
const GENERATED_ROOM_TYPES = [1, 10, 100];

const { db } = await openDb(configuredTarget(readConfig()));
try {
  const kyoto = DEMO_HOTELS.find((h) => h.code === 'demo-kyoto')!;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: kyoto.timezone });
  const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', 'yado-demo').executeTakeFirstOrThrow();
  const room = kyoto.roomTypes[0]!;
  for (const count of GENERATED_ROOM_TYPES) {
    await db.transaction().execute((trx) =>
      seedHotel(
        trx,
        brand.id,
        {
          ...kyoto,
          code: `bench-types-${count}`,
          email: `bench-${count}@demo.yado.example`,
          roomTypes: Array.from({ length: count }, (_, i) => ({ ...room, code: `type-${i + 1}`, names: { en: `Room type ${i + 1}` } })),
          plans: kyoto.plans.slice(0, 2).map((plan) => ({ ...plan, saleLimit: undefined, stockPerNight: undefined })),
        },
        today,
      ),
    );
  }
} finally {
  await db.destroy();
}
