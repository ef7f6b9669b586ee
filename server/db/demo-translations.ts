import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from './client.ts';
import { applyCheckoutTranslations, merged, type CheckoutTranslations } from './demo-translations-checkout.ts';
import { DEMO_HOTELS } from './seed-data.ts';

type Texts = Record<string, Record<string, string>>;
type Translations = CheckoutTranslations & {
  brand: Texts;
  hotels: Record<string, Texts>;
  kidsTiers: Record<string, Texts>;
  roomTypes: Record<string, Texts>;
  plans: Record<string, Texts>;
  policies: Record<string, Texts>;
};

const DEMO_CODES = DEMO_HOTELS.map((h) => h.code);

/**
 * Writes the demo hotels' names and texts in every locale (demo-translations.json) over the
 * demo data: on a new database right after it is loaded, on an older one at the next start.
 * Touches only the demo brand's rows.
 */
export async function applyDemoTranslations(db: Db): Promise<void> {
  const t = JSON.parse(readFileSync(new URL('./demo-translations.json', import.meta.url), 'utf8')) as Translations;
  const demoHotels = db.selectFrom('hotels').select('id').where('code', 'in', DEMO_CODES);
  await db.transaction().execute(async (trx) => {
    const brand = await trx
      .updateTable('hotel_brands')
      .set({ names: merged('names', t.brand.names) })
      .where('code', '=', 'yado-demo')
      .returning('id')
      .executeTakeFirst();
    if (!brand) return;
    for (const [code, texts] of Object.entries(t.hotels)) {
      await trx
        .updateTable('hotels')
        .set({
          names: merged('names', texts.names),
          descriptions: merged('descriptions', texts.descriptions),
          addresses: merged('addresses', texts.addresses),
        })
        .where('code', '=', code)
        .execute();
    }
    // "A" names tier A of every demo hotel; "demo-taipei/A" only that hotel's, written after
    const tierKeys = Object.keys(t.kidsTiers).sort((a, b) => Number(a.includes('/')) - Number(b.includes('/')));
    for (const key of tierKeys) {
      const [hotelCode, code] = key.includes('/') ? (key.split('/') as [string, string]) : [null, key];
      const hotels = hotelCode ? db.selectFrom('hotels').select('id').where('code', '=', hotelCode) : demoHotels;
      await trx
        .updateTable('kids_tiers')
        .set({ names: merged('names', t.kidsTiers[key]!.names) })
        .where('code', '=', code)
        .where('hotel_id', 'in', hotels)
        .execute();
    }
    for (const [code, texts] of Object.entries(t.roomTypes)) {
      await trx
        .updateTable('room_types')
        .set({ names: merged('names', texts.names), descriptions: merged('descriptions', texts.descriptions) })
        .where('code', '=', code)
        .where('hotel_id', 'in', demoHotels)
        .execute();
    }
    for (const [code, texts] of Object.entries(t.plans)) {
      await trx
        .updateTable('hotel_plans')
        .set({ names: merged('names', texts.names), descriptions: merged('descriptions', texts.descriptions) })
        .where('code', '=', code)
        .where('hotel_id', 'in', demoHotels)
        .execute();
    }
    // policies have no code: the demo's are known by their English name
    const policies = DEMO_HOTELS[0]!.policies;
    for (const [key, texts] of Object.entries(t.policies)) {
      const english = policies[key]?.names.en;
      if (!english) continue;
      await trx
        .updateTable('cancellation_policies')
        .set({ names: merged('names', texts.names), descriptions: merged('descriptions', texts.descriptions) })
        .where(sql<boolean>`names->>'en' = ${english}`)
        .where('hotel_id', 'in', demoHotels)
        .execute();
    }
    await applyCheckoutTranslations(trx, t, brand.id);
  });
}
